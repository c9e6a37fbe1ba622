import { randomBytes } from 'node:crypto';

/** The server is started with these in SITE_OWNER_EMAILS and ADMIN_EMAILS. */
export const OWNER_EMAIL = 'owner@celtic.test';
export const ADMIN_EMAIL = 'admin@celtic.test';

export interface Account {
  name: string;
  email: string;
}

/**
 * A new Google account for the emulator's chooser. The address is unique per run because an emulator already
 * running (and its accounts) may be reused, while the database is always fresh.
 */
export function newAccount(name: string): Account {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  return { name, email: `${slug}.${randomBytes(4).toString('hex')}@celtic.test` };
}
