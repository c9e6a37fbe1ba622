export { type CreateDbOptions, createDb, type Database, type DbHandle, migrationsFolder } from './client';
export { QueryTimeoutError } from './deadline';
export {
  defaultUserRole,
  localeList,
  type ReadingKind,
  readingKinds,
  roleRanking,
  signNameList,
} from './domain';
export {
  AccountDeletedError,
  IdempotencyKeyReusedError,
  IdempotentRowDeletedError,
  NotFoundError,
} from './errors';
export * from './queries/api-keys';
export * from './queries/birth';
export * from './queries/caller';
export * from './queries/checks';
export * from './queries/horoscopes';
export type { Idempotency } from './queries/idempotency';
export * from './queries/own-data';
export { type ListAsCaller, ownedListQuery } from './queries/owned';
export type { Page } from './queries/page';
export * from './queries/push';
export * from './queries/rate-limits';
export * from './queries/readings';
export * from './queries/roles';
export * from './queries/share-images';
export * from './queries/status';
export * from './queries/users';
export * from './schema';
