/** Test helpers (not shipped through the package's exports): a real database and callers for it. */
import { createDb, type Database, type DbHandle, type User } from '@celtic/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, expect } from 'vitest';
import { createContextInner, type VerifyToken } from '../context';
import { createCaller } from '../root';
import { type OwnData, ownDataSchema } from '../schemas/user';
import { type RoleLists, signInUser } from '../sign-in';

/** One `makeUser` for every layer's tests: signs a new user in, `role` raises them like the email lists do. */
export { makeUser } from '@celtic/db/testing';

/** Opens one in-memory PGlite for the test file and closes it afterwards. */
export function useTestDb(): { readonly db: Database } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createDb({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('the test database is not open yet');
      return handle.db;
    },
  };
}

/** A caller acting as `user` (or anonymous with null), optionally at a pinned time. */
export function callerFor(db: Database, user: User | null, now?: Date) {
  return createCaller(createContextInner({ db, user, now: now ? () => now : undefined }));
}

/** Runs `call`, expects it to fail with a TRPCError of `code`, and returns that error. */
export async function expectTRPCError(call: Promise<unknown>, code: TRPCError['code']): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError;
  expect(trpcError.code).toBe(code);
  return trpcError;
}

/**
 * Contexts from an Authorization header, as the server builds them (its own parser and sign-in live in
 * apps/server): `Bearer <token>` is verified by `verifyToken` and signed in, anything else is signed out.
 */
export function contextFromHeader(db: Database, verifyToken: VerifyToken, lists: RoleLists = {}) {
  return async (authorization: string | undefined) => {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
    const caller = token ? await verifyToken(token) : null;
    if (caller) await signInUser(db, caller, lists);
    return createContextInner({ db, caller });
  };
}

/** The export a procedure streamed, as the JSON it adds up to (schemas/user.ts, ownDataSchema). */
export async function readExport(answer: OwnData | AsyncIterable<string>): Promise<OwnData> {
  if (!(Symbol.asyncIterator in answer)) return answer;
  let text = '';
  for await (const piece of answer) text += piece;
  return ownDataSchema.parse(JSON.parse(text));
}
