/**
 * The VAPID key pair from the environment (production): VAPID_PUBLIC_KEY with VAPID_PRIVATE_KEY or
 * VAPID_PRIVATE_KEY_FILE. The rules env.ts applies to them, kept here so env.ts stays a list of variables.
 */
import { createECDH, ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { VapidKeyPair } from '@celtic/db';

const base64url = /^[A-Za-z0-9_-]+$/;

function bytesOf(value: string): Buffer | null {
  return base64url.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** Why `value` is not a VAPID public key (an uncompressed P-256 point, base64url), or null. */
export function vapidPublicKeyProblem(value: string): string | null {
  const bytes = bytesOf(value);
  if (bytes === null || bytes.length !== 65 || bytes[0] !== 4) {
    return 'must be a P-256 public key: 65 bytes (uncompressed, starting 0x04) in base64url, as web-push generate-vapid-keys prints it';
  }
  try {
    ECDH.convertKey(bytes, 'prime256v1');
  } catch {
    return 'is not a point on the P-256 curve';
  }
  return null;
}

/** Why `value` is not a VAPID private key (a P-256 scalar, base64url), or null. Never quotes the value. */
export function vapidPrivateKeyProblem(value: string): string | null {
  const bytes = bytesOf(value);
  if (bytes === null || bytes.length !== 32) {
    return 'must be a P-256 private key: 32 bytes in base64url, as web-push generate-vapid-keys prints it';
  }
  try {
    createECDH('prime256v1').setPrivateKey(bytes);
  } catch {
    return 'is not a valid P-256 private key';
  }
  return null;
}

/** Whether `privateKey` is the private half of `publicKey` (both already of the right shape). */
export function isVapidPair(pair: VapidKeyPair): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(pair.privateKey, 'base64url'));
  return ecdh.getPublicKey().equals(Buffer.from(pair.publicKey, 'base64url'));
}

/** The key a VAPID_PRIVATE_KEY_FILE holds (trimmed), or why it cannot be used. */
export function readVapidKeyFile(path: string): { key: string } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { problem: `cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
  const key = text.trim();
  const problem = vapidPrivateKeyProblem(key);
  return problem === null ? { key } : { problem: `holds no usable key: it ${problem}` };
}
