/** Accounts used with the emulator's account chooser, remembered in this browser. */

export interface EmulatorAccount {
  sub: string;
  email: string;
  name: string;
}

export const RECENT_ACCOUNTS_KEY = 'celticRecentAccounts';
const MAX_RECENT = 5;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** A stable emulator uid for an email, so choosing the same address again is the same user. */
export function subForEmail(email: string): string {
  let hash = 0x811c9dc5;
  for (const ch of email.trim().toLowerCase()) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `emu-${hash.toString(16).padStart(8, '0')}`;
}

function isAccount(value: unknown): value is EmulatorAccount {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    isValidEmail(v.email)
  );
}

export function readRecentAccounts(storage: Storage = localStorage): EmulatorAccount[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_ACCOUNTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAccount).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Moves the account to the front of the list. */
export function rememberAccount(account: EmulatorAccount, storage: Storage = localStorage): void {
  const others = readRecentAccounts(storage).filter((a) => a.sub !== account.sub);
  storage.setItem(RECENT_ACCOUNTS_KEY, JSON.stringify([account, ...others].slice(0, MAX_RECENT)));
}

export function forgetAccount(sub: string, storage: Storage = localStorage): void {
  const rest = readRecentAccounts(storage).filter((a) => a.sub !== sub);
  storage.setItem(RECENT_ACCOUNTS_KEY, JSON.stringify(rest));
}
