export {
  parseUserChange,
  type UserChange,
  type UserChangeFeed,
  userChangesChannel,
  watchUserChanges,
} from './changes';
export { type CreateDbOptions, createDb, type Database, type DbHandle, migrationsFolder } from './client';
export { QueryTimeoutError } from './deadline';
export { defaultUserRole, roleRanking, signNameList } from './domain';
export { NotFoundError } from './errors';
export * from './queries/compatibility';
export * from './queries/horoscopes';
export type { Page } from './queries/page';
export * from './queries/rate-limits';
export * from './queries/readings';
export * from './queries/users';
export * from './schema';
