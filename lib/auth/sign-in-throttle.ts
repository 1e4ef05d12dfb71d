import 'server-only';
import { createHash } from 'node:crypto';
import { processStore, sharedStore } from '@/server/process/shared-store.mjs';
import { signInFailuresMax, signInWindowMinutes } from '@/lib/config';

/**
 * Failed sign-ins counted per account, whatever address they come from: Strapi's own limit counts
 * per address, and addresses are cheap to come by. Past SIGN_IN_FAILURES_MAX failures in
 * SIGN_IN_WINDOW_MINUTES, new sign-ins to that account are refused until the window ends.
 * Sessions already signed in are not touched, and a reset by email still works. The counts are
 * shared by every instance (Redis with REDIS_URL). While the shared store fails, each process counts
 * the failures it sees on its own, so the limit is never off (at most the processes' number times
 * looser); those counts still hold when it is back, until their window ends.
 */
const windowMs = signInWindowMinutes * 60_000;

/** The identifier as Strapi matches it (case-insensitively), hashed: no address or name is kept. */
function accountKey(identifier: string): string {
  return `sign-in-failures:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url')}`;
}

export async function signInThrottled(identifier: string): Promise<boolean> {
  const key = accountKey(identifier);
  const [shared, own] = await Promise.all([
    sharedStore('throttles')
      .get(key)
      .catch(() => null),
    processStore('throttles').get(key),
  ]);
  return Number(shared ?? 0) >= signInFailuresMax || Number(own ?? 0) >= signInFailuresMax;
}

export async function recordFailedSignIn(identifier: string): Promise<void> {
  const key = accountKey(identifier);
  await sharedStore('throttles')
    .increment(key, windowMs)
    .catch(() => processStore('throttles').increment(key, windowMs));
}

/** A success ends the count: the failures before it were the owner's own typing. */
export async function clearFailedSignIns(identifier: string): Promise<void> {
  const key = accountKey(identifier);
  await Promise.all([
    sharedStore('throttles')
      .delete(key)
      .catch(() => undefined),
    processStore('throttles').delete(key),
  ]);
}
