export type {
  Context,
  ContextFactoryOptions,
  CreateContext,
  PeekPage,
  VerifiedToken,
  VerifyToken,
} from './context';
export { isPeekablePage } from './context';
export {
  AuthError,
  AuthUnavailableError,
  type ErrorBody,
  type ErrorCode,
  httpStatusByCode,
  httpStatusOf,
  InputValidationError,
  type Issue,
  toErrorBody,
  toTRPCError,
} from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
export * from './schemas';
export {
  adminProcedure,
  createCallerFactory,
  createContextFactory,
  createContextInner,
  type ErrorData,
  type Meta,
  protectedProcedure,
  publicProcedure,
} from './trpc';
export {
  isSharedAnswer,
  UserDataCache,
  type UserDataCacheOptions,
  userDataCacheFor,
} from './user-data-cache';
