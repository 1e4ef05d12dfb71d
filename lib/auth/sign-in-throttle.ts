import 'server-only';
import { createHash } from 'node:crypto';
import { sharedStore } from '@/server/process/shared-store.mjs';
import { signInFailuresMax, signInWindowMinutes } from '@/lib/config';

/**
 * Failed sign-ins counted per account, whatever address they come from: Strapi's own limit counts
 * per address, and addresses are cheap to come by. Past SIGN_IN_FAILURES_MAX failures in
 * SIGN_IN_WINDOW_MINUTES, new sign-ins to that account are refused until the window ends.
 * Sessions already signed in are not touched, and a reset by email still works. The counts are
 * shared by every instance (Redis with REDIS_URL). When the store cannot answer, sign-in goes on:
 * Strapi's per-address limit still holds.
 */
const windowMs = signInWindowMinutes * 60_000;

/** The identifier as Strapi matches it (case-insensitively), hashed: no address or name is kept. */
function accountKey(identifier: string): string {
  return `sign-in-failures:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url')}`;
}

export async function signInThrottled(identifier: string): Promise<boolean> {
  try {
    const failures = Number((await sharedStore('throttles').get(accountKey(identifier))) ?? 0);
    return failures >= signInFailuresMax;
  } catch (error) {
    console.warn(`[portico] sign-in throttle unavailable: ${(error as Error).message}`);
    return false;
  }
}

export async function recordFailedSignIn(identifier: string): Promise<void> {
  await sharedStore('throttles')
    .increment(accountKey(identifier), windowMs)
    .catch((error: Error) => console.warn(`[portico] sign-in throttle unavailable: ${error.message}`));
}

/** A success ends the count: the failures before it were the owner's own typing. */
export async function clearFailedSignIns(identifier: string): Promise<void> {
  await sharedStore('throttles')
    .delete(accountKey(identifier))
    .catch(() => undefined);
}
