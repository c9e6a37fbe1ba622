import { defaultRole, isSignName, type Role, roles } from '@celtic/zodiac-core';
import { trpcClient } from '../lib/trpc-client';
import type { SignApi } from './sign-api';

// The server calls behind trpcSignApi, with the app's one tRPC client and the sign table they need: sign-api.ts
// loads this module on first use.

function asRole(value: unknown): Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
    ? (value as Role)
    : defaultRole;
}

export const signApi: SignApi = {
  async wasDeleted(uid) {
    const answer = await trpcClient.user.deletedCheck.query({ uid });
    return answer.wasDeleted;
  },
  async saveSign(sign, uid) {
    await trpcClient.user.updateZodiac.mutate({ id: 'me', zodiacSign: sign, firebaseUid: uid });
  },
  async serverSign() {
    const me = await trpcClient.user.me.query();
    return me.zodiacSign && isSignName(me.zodiacSign) ? me.zodiacSign : null;
  },
  async role(uid, email) {
    const answer = await trpcClient.user.role.query(email ? { uid, email } : { uid });
    return asRole(answer.role);
  },
};
