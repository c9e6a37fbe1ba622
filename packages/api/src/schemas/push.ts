/** Inputs and outputs of the push router: a browser's subscription to Web Push, checked before it is kept. */
import { ECDH } from 'node:crypto';
import { z } from 'zod';
import { text, tooLong } from './shared';

/** Limits of the push inputs: a push service's URL, an IANA zone name. */
export const pushInputLimits = { endpoint: 2048, timeZone: 64 } as const;

/** base64url of exactly `bytes` bytes (no padding), as a PushSubscription's keys are written. */
function base64urlKey(what: string, bytes: number, check?: (decoded: Buffer) => boolean) {
  const length = Math.ceil((bytes * 4) / 3);
  return text(`${what} (base64url)`)
    .max(length + 2, tooLong(length))
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => {
      if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (check?.(decoded) ?? true);
    }, `Expected ${what}: ${bytes} bytes in base64url`);
}

export const endpointSchema = text('the push service URL of the subscription')
  .min(1, 'Required')
  .max(pushInputLimits.endpoint, tooLong(pushInputLimits.endpoint));

/** A point on P-256 (a 65-byte key of another length is refused by its length check, not here). */
function onP256(value: string): boolean {
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== 65) return true;
  try {
    ECDH.convertKey(decoded, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** A device's keys as its PushSubscription gives them: what every message to it is encrypted to. */
const pushKeysSchema = z.object(
  {
    // An uncompressed P-256 point: 65 bytes starting with 4, on the curve.
    p256dh: base64urlKey('the P-256 public key', 65, (decoded) => decoded[0] === 4).refine(
      onP256,
      'Expected the P-256 public key: a point on the P-256 curve',
    ),
    auth: base64urlKey('the auth secret', 16),
  },
  { error: (issue) => (issue.input === undefined ? 'Required' : 'Expected { p256dh, auth }') },
);

/**
 * Why no message can be encrypted to these keys, or undefined when one can: the rule the API applies to a new
 * subscription, applied again by the sender to a stored one that failed (a row may have been written by hand).
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | undefined {
  const parsed = pushKeysSchema.safeParse(keys);
  if (parsed.success) return undefined;
  return parsed.error.issues.map((issue) => `keys.${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/** The browser's PushSubscription as `toJSON()` gives it. */
export const subscriptionInput = z.object({
  endpoint: endpointSchema,
  expirationTime: z
    .number({ error: 'Expected milliseconds since the epoch, or null' })
    .int('Expected milliseconds since the epoch, or null')
    .min(0, 'Expected milliseconds since the epoch, or null')
    .max(Number.MAX_SAFE_INTEGER, 'Expected milliseconds since the epoch, or null')
    .nullable()
    .optional(),
  keys: pushKeysSchema,
});

export const unsubscribeInput = z.object({ endpoint: endpointSchema });

export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string(),
    expirationTime: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PushSubscription' });

export const publicKeySchema = z
  .object({
    publicKey: z.string().meta({ description: 'The VAPID public key, base64url (applicationServerKey)' }),
  })
  .meta({ id: 'PushPublicKey' });

export const testPushSchema = z.object({
  queued: z.number().int().meta({ description: 'Notifications queued: one per device of the caller' }),
});

export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;
