import { createHmac } from 'node:crypto';

/**
 * RFC 6238 as an authenticator app computes it (SHA-1, 6 digits, 30 s), written here from the RFC rather than
 * taken from the library Strapi's plugin uses, so a test checks the plugin against the standard.
 */
function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code an authenticator app shows at `at` (ms) for `secret` (base32). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** The secret in an otpauth:// address, as an app reads it from the QR code. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

const STEP_MS = 30_000;

/**
 * Codes as a person's app gives them, each of a later time step than the last (a server takes each step once):
 * the step before the current one while it has 10 s left, then the current one, then the next; past that it waits
 * for the clock. Each code it answers stays valid for at least 10 s.
 */
export function codeSource(secret: string, now = () => Date.now()) {
  let last = -Infinity;
  return async function nextCode(): Promise<string> {
    for (;;) {
      const at = now();
      const current = Math.floor(at / STEP_MS);
      const leftInStep = STEP_MS - (at % STEP_MS);
      const earliest = leftInStep > 10_000 ? current - 1 : current;
      const step = Math.max(last + 1, earliest);
      if (step <= current + 1) {
        last = step;
        return totpCode(secret, step * STEP_MS);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
}
