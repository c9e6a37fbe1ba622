import type { Role, SignName } from '@celtic/zodiac-core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { defaultUserRole, roleRanking } from '../domain';
import { NotFoundError } from '../errors';
import { deletedUsers, type User, users } from '../schema';
import { beforeId, type Page } from './page';
import { preparedFor } from './prepared';

export interface SignInProfile {
  firebaseUid: string;
  email?: string | null;
  displayName?: string | null;
  photoUrl?: string | null;
  /** Raise the stored role to at least this one; never lowers it. */
  raiseRoleTo?: 'site_owner' | 'admin';
}

const rankingArray = sql.raw(`array[${roleRanking.map((r) => `'${r}'`).join(', ')}]::text[]`);

/** A readable name for a new user: the display name, else the email's local part, never empty. */
export function deriveUsername(profile: Pick<SignInProfile, 'email' | 'displayName'>): string {
  const fromName = profile.displayName?.trim();
  if (fromName) return fromName;
  const fromEmail = profile.email?.split('@')[0]?.trim();
  if (fromEmail) return fromEmail;
  return 'Explorer';
}

/**
 * Inserts the user on first sign-in, else refreshes the profile and last login. Missing profile fields do not
 * erase stored ones (an emulator token may carry no name or picture).
 */
export async function upsertUserOnSignIn(db: Database, profile: SignInProfile): Promise<User> {
  const role: Role = profile.raiseRoleTo ?? defaultUserRole;
  const [row] = await db
    .insert(users)
    .values({
      firebaseUid: profile.firebaseUid,
      username: deriveUsername(profile),
      email: profile.email ?? null,
      displayName: profile.displayName ?? null,
      photoUrl: profile.photoUrl ?? null,
      role,
      lastLoginAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: {
        email: sql`coalesce(excluded.email, ${users.email})`,
        displayName: sql`coalesce(excluded.display_name, ${users.displayName})`,
        photoUrl: sql`coalesce(excluded.photo_url, ${users.photoUrl})`,
        lastLoginAt: sql`now()`,
        ...(profile.raiseRoleTo && {
          role: sql`case when array_position(${rankingArray}, excluded.role)
            > array_position(${rankingArray}, ${users.role}) then excluded.role else ${users.role} end`,
        }),
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

const userByUid = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('firebaseUid')))
    .prepare('user_by_firebase_uid'),
);
const userById = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function getUserByFirebaseUid(db: Database, firebaseUid: string): Promise<User | null> {
  const [row] = await userByUid(db).execute({ firebaseUid });
  return row ?? null;
}

export async function getUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await userById(db).execute({ id });
  return row ?? null;
}

/** Sets or clears the sign; choosing one also clears the uid's deletion tombstone. */
export async function setZodiacSign(db: Database, userId: number, sign: SignName | null): Promise<User> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ zodiacSign: sign }).where(eq(users.id, userId)).returning();
    if (!row) throw new NotFoundError('user', userId);
    if (sign !== null) await tx.delete(deletedUsers).where(eq(deletedUsers.firebaseUid, row.firebaseUid));
    return row;
  });
}

export async function listUsers(db: Database, page: Page): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(beforeId(users.id, page.before))
    .orderBy(desc(users.id))
    .limit(page.limit);
}

/** Deletes the user (readings and checks cascade) and leaves a tombstone for its uid. */
export async function deleteUser(db: Database, id: number): Promise<User | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) return null;
    await tx
      .insert(deletedUsers)
      .values({ firebaseUid: row.firebaseUid })
      .onConflictDoUpdate({ target: deletedUsers.firebaseUid, set: { deletedAt: sql`now()` } });
    return row;
  });
}

export async function wasDeleted(db: Database, firebaseUid: string): Promise<boolean> {
  const [row] = await db
    .select({ firebaseUid: deletedUsers.firebaseUid })
    .from(deletedUsers)
    .where(eq(deletedUsers.firebaseUid, firebaseUid));
  return row !== undefined;
}
