import type { Role, SignName } from '@celtic/zodiac-core';

/** The server calls the sign state needs; injectable so the provider can be tested without HTTP. */
export interface SignApi {
  wasDeleted(uid: string): Promise<boolean>;
  /** Stores the choice on the server (null clears it). */
  saveSign(sign: SignName | null, uid: string): Promise<void>;
  /** The sign the server remembers for the caller, for a browser that has none stored. */
  serverSign(): Promise<SignName | null>;
  role(uid: string, email: string | null): Promise<Role>;
}

// Loaded on first use: neither the tRPC client nor the sign table is part of the sign-in page's JavaScript.
const load = () => import('./trpc-sign-api').then((module) => module.signApi);

/** Starts loading the calls (main.tsx, when a signed-in start is likely) so they are there when needed. */
export function preloadSignApi(): Promise<unknown> {
  return load();
}

export const trpcSignApi: SignApi = {
  wasDeleted: async (uid) => (await load()).wasDeleted(uid),
  saveSign: async (sign, uid) => (await load()).saveSign(sign, uid),
  serverSign: async () => (await load()).serverSign(),
  role: async (uid, email) => (await load()).role(uid, email),
};
