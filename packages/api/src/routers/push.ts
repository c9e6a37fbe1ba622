import {
  deleteSubscriptionAsCaller,
  maxTestPushesPerHour,
  queueTestPushAsCaller,
  readVapidKeys,
  saveSubscriptionAsCaller,
} from '@celtic/db';
import { z } from 'zod';
import { toPushSubscription } from '../mappers';
import { pushEndpointProblem } from '../push-services';
import { refusals } from '../refusals';
import {
  publicKeySchema,
  pushSubscriptionSchema,
  subscriptionInput,
  testPushSchema,
  unsubscribeInput,
} from '../schemas/push';
import { noInput } from '../schemas/shared';
import { protectedProcedure, publicProcedure, router, signedInResult, syncFirst } from '../trpc';

const tags = ['push'];

/** How far ahead a subscription's expiry may be: a push service's own expiry is days or weeks away. */
const maxExpiryMs = 365 * 86_400_000;

export const pushRouter = router({
  publicKey: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/push/public-key',
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
      },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(publicKeySchema))
    .query(async ({ ctx }) => {
      if (ctx.vapidPublicKey) return { publicKey: ctx.vapidPublicKey };
      // Read each time: a key rotated in the database counts at once on every instance.
      const keys = await readVapidKeys(ctx.db);
      if (!keys) throw refusals.pushKeysMissing();
      return { publicKey: keys.publicKey };
    }),

  subscribe: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/subscriptions',
        tags,
        summary:
          "Register this device's PushSubscription for the caller's notifications (201; again with the same " +
          'endpoint updates it). The endpoint must be https on one of the push services the server sends to. ' +
          'An account keeps its 10 most recently registered devices; an 11th replaces the least recent',
      },
      status: 201,
    })
    .input(syncFirst(subscriptionInput))
    .output(syncFirst(pushSubscriptionSchema))
    .mutation(async ({ ctx, input }) => {
      const problem = pushEndpointProblem(input.endpoint, ctx.pushServiceOrigins);
      if (problem) throw problem;
      const now = ctx.now();
      const expiry = input.expirationTime;
      if (expiry != null && (expiry <= now.getTime() || expiry > now.getTime() + maxExpiryMs)) {
        throw refusals.pushExpirationTime();
      }
      const { subscription } = signedInResult(
        await saveSubscriptionAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          now,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          expirationTime: input.expirationTime == null ? null : new Date(input.expirationTime).toISOString(),
        }),
      );
      if (!subscription) throw new Error('the subscription upsert returned no row');
      return toPushSubscription(subscription);
    }),

  unsubscribe: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/push/subscriptions',
        tags,
        summary: "Stop notifications to one device of the caller's (204, also when it was not registered)",
      },
    })
    .input(syncFirst(unsubscribeInput))
    .output(syncFirst(z.void()))
    .mutation(async ({ ctx, input }) => {
      signedInResult(
        await deleteSubscriptionAsCaller(ctx.db, { uid: ctx.identity.uid, endpoint: input.endpoint }),
      );
    }),

  test: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/test',
        tags,
        summary:
          "Send one notification now to each of the caller's devices (202: queued, sent within seconds); " +
          `at most ${maxTestPushesPerHour} an hour (429 with Retry-After past that)`,
      },
      status: 202,
    })
    .input(syncFirst(noInput))
    .output(syncFirst(testPushSchema))
    .mutation(async ({ ctx }) => {
      const result = signedInResult(
        await queueTestPushAsCaller(ctx.db, { uid: ctx.identity.uid, now: ctx.now() }),
      );
      if (result.retryAfterSeconds !== undefined) {
        throw refusals.pushTestLimit(maxTestPushesPerHour, result.retryAfterSeconds);
      }
      return { queued: result.queued };
    }),
});
