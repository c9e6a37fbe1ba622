declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  /** aes128gcm (RFC 8188) decryption as RFC 8291 uses it: the receiving device's ECDH key and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
