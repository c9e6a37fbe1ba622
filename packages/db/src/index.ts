export { type CreateDbOptions, createDb, type Database, type DbHandle, migrationsFolder } from './client';
export { QueryTimeoutError } from './deadline';
export { defaultUserRole, roleRanking, signNameList } from './domain';
export {
  AccountDeletedError,
  IdempotencyKeyReusedError,
  IdempotentRowDeletedError,
  NotFoundError,
} from './errors';
export * from './queries/compatibility';
export * from './queries/horoscopes';
export * from './queries/own-data';
export type { Page } from './queries/page';
export * from './queries/push';
export * from './queries/rate-limits';
export * from './queries/readings';
export * from './queries/roles';
export * from './queries/signed-in';
export * from './queries/users';
export * from './schema';
export { decodeRow, type RawRow, runStatement, selectList } from './statement';
