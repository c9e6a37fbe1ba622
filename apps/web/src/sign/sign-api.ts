import { defaultRole, isSignName, type Role, roles, type SignName } from '@celtic/zodiac-core';

// Loaded on first use: the tRPC client is not part of the sign-in page's JavaScript.
const client = () => import('../lib/trpc').then((module) => module.api);

/** The server calls the sign state needs; injectable so the provider can be tested without HTTP. */
export interface SignApi {
  wasDeleted(uid: string): Promise<boolean>;
  /** Stores the choice on the server (null clears it). */
  saveSign(sign: SignName | null, uid: string): Promise<void>;
  /** The sign the server remembers for the caller, for a browser that has none stored. */
  serverSign(): Promise<SignName | null>;
  role(uid: string, email: string | null): Promise<Role>;
}

function asRole(value: unknown): Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
    ? (value as Role)
    : defaultRole;
}

export const trpcSignApi: SignApi = {
  async wasDeleted(uid) {
    const answer = await (await client()).user.deletedCheck.query({ uid });
    return answer.wasDeleted;
  },
  async saveSign(sign, uid) {
    await (await client()).user.updateZodiac.mutate({ id: 'me', zodiacSign: sign, firebaseUid: uid });
  },
  async serverSign() {
    const me = await (await client()).user.me.query();
    return me.zodiacSign && isSignName(me.zodiacSign) ? me.zodiacSign : null;
  },
  async role(uid, email) {
    const answer = await (await client()).user.role.query(email ? { uid, email } : { uid });
    return asRole(answer.role);
  },
};
