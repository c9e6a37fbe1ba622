export { apiKeyHash, apiKeyHeader, apiKeyPrefix, isApiKeyShape } from './api-keys';
export type {
  Accounts,
  Context,
  ContextInnerOptions,
  ContextLog,
  KeyQuota,
  VerifiedToken,
  VerifyToken,
} from './context';
export { defaultKeyQuota } from './context';
export {
  AuthError,
  AuthUnavailableError,
  badInput,
  codesOfStatus,
  type ErrorBody,
  type ErrorCode,
  errorBodyOf,
  errorBodySchema,
  httpStatusOf,
  httpStatusOfCode,
  InputValidationError,
  type Issue,
  type JsonSchema,
  type LocalizedError,
  localizeError,
  retryAfterSeconds,
  toErrorBody,
  toTRPCError,
  translatedError,
} from './errors';
export {
  idempotencyHeader,
  idempotencyKeyMax,
  idempotencyKeySchema,
} from './idempotency';
export {
  type ChosenLanguage,
  chooseLanguage,
  langSchema,
  negotiateLocale,
  statesLanguage,
} from './language';
export {
  documentedErrors,
  errorDescriptions,
  keyRefusedDescription,
  procedureErrors,
} from './openapi-errors';
export {
  type Access,
  type CachePolicy,
  expensiveClasses,
  type ProcedureRule,
  type ProcedureRules,
  type ProcedureTable,
  procedureTable,
  type RateLimitClass,
  type RestMethod,
  type SuccessStatus,
} from './procedure-table';
export {
  checkedPushEndpoint,
  defaultPushServiceOrigins,
  pushEndpointProblem,
  pushServiceEntryProblem,
} from './push-services';
export {
  premiumRequiredMessage,
  Refusal,
  type RefusalKey,
  refusalCodes,
  refusalKeys,
  refusals,
  refusalText,
  unsupportedLanguageMessage,
} from './refusals';
export { type AppRouter, appRouter, createCaller } from './root';
export * from './schemas';
export { type RoleLists, signInUser } from './sign-in';
export {
  adminProcedure,
  createCallerFactory,
  createContextInner,
  type ErrorData,
  type Meta,
  premiumProcedure,
  protectedProcedure,
  publicProcedure,
  siteOwnerProcedure,
  syncFirst,
} from './trpc';
