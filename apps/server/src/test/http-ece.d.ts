/** http_ece 1.2 ships no types: what the push tests use of it (RFC 8188 / 8291 decryption). */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
