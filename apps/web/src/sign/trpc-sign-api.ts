import { defaultRole, isSignName, type Role, roles } from '@celtic/zodiac-core';
import { TRPCClientError } from '@trpc/client';
import { trpcClient } from '../lib/trpc-client';
import type { ServerSign, SignApi } from './sign-api';

// The server calls behind trpcSignApi, with the app's one tRPC client and the sign table they need: sign-api.ts
// loads this module on first use.

function asRole(value: unknown): Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
    ? (value as Role)
    : defaultRole;
}

function serverSignOf(profile: { zodiacSign: string | null; signSetAt: string | null }): ServerSign {
  return {
    sign: profile.zodiacSign && isSignName(profile.zodiacSign) ? profile.zodiacSign : null,
    setAt: profile.signSetAt,
  };
}

const isBadRequest = (err: unknown) =>
  err instanceof TRPCClientError && (err.data as { httpStatus?: number } | undefined)?.httpStatus === 400;

export const signApi: SignApi = {
  async wasDeleted(uid) {
    const answer = await trpcClient.user.deletedCheck.query({ uid });
    return answer.wasDeleted;
  },
  async saveSign(sign, uid, chosenAt) {
    const send = (at: string | null) =>
      trpcClient.user.updateZodiac.mutate({
        id: 'me',
        zodiacSign: sign,
        firebaseUid: uid,
        ...(at === null ? {} : { chosenAt: at }),
      });
    try {
      return serverSignOf(await send(chosenAt));
    } catch (err) {
      // A time the server's clock cannot believe (this device's clock is off): the server dates the choice.
      if (chosenAt !== null && isBadRequest(err)) return serverSignOf(await send(null));
      throw err;
    }
  },
  async serverSign() {
    return serverSignOf(await trpcClient.user.me.query());
  },
  async role(uid, email) {
    const answer = await trpcClient.user.role.query(email ? { uid, email } : { uid });
    return asRole(answer.role);
  },
};
