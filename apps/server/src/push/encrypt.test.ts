import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';
import { describe, expect, it } from 'vitest';
import { encryptPushPayload, maxPlaintextBytes, PushKeyError } from './encrypt';

function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

describe('push payload encryption (RFC 8291, aes128gcm)', () => {
  it('is read by an independent implementation with the device’s keys, and by no other device', () => {
    const phone = device();
    const text = JSON.stringify({
      title: 'Wolf · Friday 27 November',
      body: 'Ünïcödé and a long line. '.repeat(20),
    });
    const body = encryptPushPayload(phone.p256dh, phone.authText, Buffer.from(text));
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth });
    expect(plain.toString('utf8')).toBe(text);
    // The header: salt, record size 4096, our 65-byte public key.
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(body.length).toBe(86 + Buffer.byteLength(text) + 1 + 16);
    const other = device();
    expect(() =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: other.ecdh, authSecret: phone.auth }),
    ).toThrow();
  });

  it('uses a new key pair and salt for every message', () => {
    const phone = device();
    const payload = Buffer.from('same text');
    const a = encryptPushPayload(phone.p256dh, phone.authText, payload);
    const b = encryptPushPayload(phone.p256dh, phone.authText, payload);
    expect(a.subarray(0, 16).equals(b.subarray(0, 16))).toBe(false);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
    for (const body of [a, b]) {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: phone.ecdh,
        authSecret: phone.auth,
      });
      expect(plain.toString()).toBe('same text');
    }
  });

  it('fills one record at most, and names a key it cannot encrypt to', () => {
    const phone = device();
    const full = Buffer.alloc(maxPlaintextBytes, 'a');
    const body = encryptPushPayload(phone.p256dh, phone.authText, full);
    expect(body.length).toBe(4096);
    expect(
      ece.decrypt(body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }),
    ).toEqual(full);
    expect(() =>
      encryptPushPayload(phone.p256dh, phone.authText, Buffer.alloc(maxPlaintextBytes + 1)),
    ).toThrow(/at most 3993 bytes, got 3994/);
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    expect(() => encryptPushPayload(notAPoint, phone.authText, full)).toThrow(PushKeyError);
    expect(() => encryptPushPayload(notAPoint, phone.authText, full)).toThrow(
      'p256dh is not a point on P-256',
    );
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 7)]).toString('base64url');
    expect(() => encryptPushPayload(compressed, phone.authText, full)).toThrow(
      'p256dh must be an uncompressed P-256 point (first byte 4), got 2',
    );
    expect(() => encryptPushPayload(phone.p256dh.slice(0, 40), phone.authText, full)).toThrow(
      /p256dh must be an uncompressed P-256 point of 65 bytes, got 30/,
    );
    expect(() => encryptPushPayload(phone.p256dh, randomBytes(8).toString('base64url'), full)).toThrow(
      /auth must be 16 bytes, got 8/,
    );
  });
});
