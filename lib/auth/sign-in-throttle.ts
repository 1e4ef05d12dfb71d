import 'server-only';
import { createHash } from 'node:crypto';
import { processStore, sharedStore } from '@/server/process/shared-store.mjs';
import { signInFailuresMax, signInWindowMinutes } from '@/lib/app-settings';

/**
 * Per account, since Strapi counts per address and addresses are cheap; sessions and resets are not touched. While the
 * shared store fails, each process counts on its own, so the limit is never off.
 */
const windowMs = signInWindowMinutes * 60_000;

/** Hashed: no address or name is kept. */
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
