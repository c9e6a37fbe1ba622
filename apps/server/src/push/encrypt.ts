import { createCipheriv, createECDH, createSecretKey, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A push message's body as RFC 8291 has it: one aes128gcm record (RFC 8188) under a key agreed by ECDH between a
 * key pair made for this message alone and the device's P-256 key, mixed with the device's auth secret. The
 * 86-byte header carries the salt, the record size and our public key; the record is the plaintext, the 0x02
 * delimiter of a last record, and the 16-byte tag.
 *
 * web-push encrypts the same way (through http_ece, which the tests decrypt with); done here with three native
 * HKDF calls instead of http_ece's five HMACs, it costs about a third less CPU (measured alone: 170–290 µs
 * against 260–450 µs a message on the shared 2-core machine), and a reminder burst is mostly this.
 */

const recordSize = 4096;
const headerSize = 16 + 4 + 1 + 65;
/** The largest plaintext a push message carries: RFC 8291 §4 keeps the whole body, header included, to 4096 bytes. */
export const maxPlaintextBytes = recordSize - headerSize - 1 - 16;

const keyInfoLabel = Buffer.from('WebPush: info\0', 'latin1');
const cekInfo = Buffer.from('Content-Encoding: aes128gcm\0', 'latin1');
const nonceInfo = Buffer.from('Content-Encoding: nonce\0', 'latin1');
const lastRecord = Buffer.from([2]);

/** A subscription's keys that cannot be encrypted to: waiting will not change them. */
export class PushKeyError extends Error {}

export function encryptPushPayload(p256dh: string, auth: string, plaintext: Uint8Array): Buffer {
  const devicePublic = Buffer.from(p256dh, 'base64url');
  if (devicePublic.length !== 65)
    throw new PushKeyError(
      `p256dh must be an uncompressed P-256 point of 65 bytes, got ${devicePublic.length}`,
    );
  if (devicePublic[0] !== 4)
    throw new PushKeyError(
      `p256dh must be an uncompressed P-256 point (first byte 4), got ${devicePublic[0]}`,
    );
  const authSecret = Buffer.from(auth, 'base64url');
  if (authSecret.length !== 16) throw new PushKeyError(`auth must be 16 bytes, got ${authSecret.length}`);
  if (plaintext.length > maxPlaintextBytes)
    throw new RangeError(`a push payload holds at most ${maxPlaintextBytes} bytes, got ${plaintext.length}`);

  // A new key pair for every message (RFC 8291 §3.1): never reused.
  const local = createECDH('prime256v1');
  const localPublic = local.generateKeys();
  let shared: Buffer;
  try {
    shared = local.computeSecret(devicePublic);
  } catch {
    throw new PushKeyError('p256dh is not a point on P-256');
  }
  const keyInfo = Buffer.concat([keyInfoLabel, devicePublic, localPublic]);
  // Keys given to HKDF as key objects: Node checks a plain buffer's type at a cost near the HKDF's own.
  const ikm = createSecretKey(
    new Uint8Array(hkdfSync('sha256', createSecretKey(shared), authSecret, keyInfo, 32)),
  );
  const salt = randomBytes(16);
  const cek = new Uint8Array(hkdfSync('sha256', ikm, salt, cekInfo, 16));
  const nonce = new Uint8Array(hkdfSync('sha256', ikm, salt, nonceInfo, 12));

  const body = Buffer.allocUnsafe(headerSize + plaintext.length + 1 + 16);
  salt.copy(body, 0);
  body.writeUInt32BE(recordSize, 16);
  body[20] = localPublic.length;
  localPublic.copy(body, 21);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  let offset = headerSize;
  offset += cipher.update(plaintext).copy(body, offset);
  offset += cipher.update(lastRecord).copy(body, offset);
  offset += cipher.final().copy(body, offset);
  cipher.getAuthTag().copy(body, offset);
  return body;
}
