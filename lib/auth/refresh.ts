import { createHash, randomUUID } from 'node:crypto';
import { strapiTimeoutMs, strapiUrl } from '@/lib/app-settings';
import { errorStatus, StrapiAuth, StrapiClient, type TokenPair } from '@/lib/strapi';
import { createMemoryStore } from '@/lib/strapi/token-store';
import { countSessionEvent } from '@/server/observability/observe.mjs';
import { sharedStore } from '@/server/process/shared-store.mjs';

/**
 * A rotated refresh token is useless, so tabs, requests and instances presenting the same one must not each ask: the
 * first asks, and its answer is kept a minute for the others (on every instance with Redis). No request APIs here.
 */
export type Rotation = TokenPair | 'invalid' | 'unavailable';

const RESULT_TTL_MS = 60_000;
const LOCK_TTL_MS = 15_000;
const WAIT_STEP_MS = 100;

const inFlight = new Map<string, Promise<Rotation>>();

async function askStrapi(refreshToken: string, address: string | undefined): Promise<Rotation> {
  const client = new StrapiClient({
    url: strapiUrl,
    timeoutMs: strapiTimeoutMs,
    tokenStore: createMemoryStore(null),
    // Whose session it is, for Strapi's logs.
    headers: address ? { 'X-Forwarded-For': address } : undefined,
  });
  let rotation: Rotation;
  try {
    rotation = await new StrapiAuth(client).refreshTokens(refreshToken);
  } catch (error) {
    const status = errorStatus(error);
    // 401: rotated already, revoked or past its lifetime; 400: not a refresh token at all.
    rotation = status === 401 || status === 400 ? 'invalid' : 'unavailable';
  }
  countSessionEvent('refresh', typeof rotation === 'string' ? rotation : 'ok');
  return rotation;
}

function decode(stored: string | null): Rotation | null {
  if (!stored) return null;
  return stored === 'invalid' ? 'invalid' : (JSON.parse(stored) as TokenPair);
}

async function rotateOnce(key: string, refreshToken: string, address: string | undefined): Promise<Rotation> {
  const store = sharedStore('rotations');
  let claimed: boolean;
  try {
    const done = decode(await store.get(key));
    if (done) return done;
    claimed = await store.setIfAbsent(`${key}:lock`, randomUUID(), LOCK_TTL_MS);
  } catch {
    // Redis down: this process's own dedupe still holds, and an expiring session is renewed rather than lost.
    return askStrapi(refreshToken, address);
  }
  if (claimed) {
    const rotation = await askStrapi(refreshToken, address);
    // A Strapi that could not answer is asked again by the next request, at once.
    if (rotation === 'unavailable') await store.delete(`${key}:lock`).catch(() => undefined);
    else await store.set(key, rotation === 'invalid' ? rotation : JSON.stringify(rotation), RESULT_TTL_MS).catch(() => undefined);
    return rotation;
  }
  for (let waited = 0; waited < strapiTimeoutMs; waited += WAIT_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const answered = decode(await store.get(key));
    if (answered) return answered;
  }
  return 'unavailable';
}

export function rotateRefreshToken(refreshToken: string, address?: string): Promise<Rotation> {
  const key = `rotation:${createHash('sha256').update(refreshToken).digest('base64url')}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = rotateOnce(key, refreshToken, address)
      .catch((): Rotation => 'unavailable')
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
