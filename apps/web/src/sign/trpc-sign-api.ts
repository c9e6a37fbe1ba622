import { defaultRole, isSignName, type Role, roles } from '@celtic/zodiac-core';
import { api } from '../lib/trpc';
import type { SignApi } from './sign-api';

// The server calls behind trpcSignApi, with the tRPC client and the sign table they need: sign-api.ts loads
// this module on first use.

function asRole(value: unknown): Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
    ? (value as Role)
    : defaultRole;
}

export const signApi: SignApi = {
  async wasDeleted(uid) {
    const answer = await api.user.deletedCheck.query({ uid });
    return answer.wasDeleted;
  },
  async saveSign(sign, uid) {
    await api.user.updateZodiac.mutate({ id: 'me', zodiacSign: sign, firebaseUid: uid });
  },
  async serverSign() {
    const me = await api.user.me.query();
    return me.zodiacSign && isSignName(me.zodiacSign) ? me.zodiacSign : null;
  },
  async role(uid, email) {
    const answer = await api.user.role.query(email ? { uid, email } : { uid });
    return asRole(answer.role);
  },
};
