import type { Role, SignName } from '@celtic/zodiac-core';

/** The choice the server keeps: the sign (null: none) and when it was chosen or cleared (null: not known). */
export interface ServerSign {
  sign: SignName | null;
  setAt: string | null;
}

/** The server calls the sign state needs; injectable so the provider can be tested without HTTP. */
export interface SignApi {
  wasDeleted(uid: string): Promise<boolean>;
  /**
   * Stores the choice made at `chosenAt` (null: now) on the server (null sign: cleared). Answers the choice the
   * server then keeps: a newer one made elsewhere stays and comes back instead.
   */
  saveSign(sign: SignName | null, uid: string, chosenAt: string | null): Promise<ServerSign>;
  /** The choice the server keeps for the caller. */
  serverSign(): Promise<ServerSign>;
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
  saveSign: async (sign, uid, chosenAt) => (await load()).saveSign(sign, uid, chosenAt),
  serverSign: async () => (await load()).serverSign(),
  role: async (uid, email) => (await load()).role(uid, email),
};
