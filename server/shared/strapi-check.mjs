// @ts-check
import { createHmac, randomBytes } from 'node:crypto';
import { DEFAULT_STRAPI_URL } from './settings-schema.mjs';

/**
 * The app's side of portico-guard's check: the secrets this app holds, each proven by an HMAC of a
 * fresh nonce (the plugin computes the same from its copy and compares), and the answer's problems.
 */
const SECRETS = ['REVALIDATE_SECRET', 'PREVIEW_SECRET'];

/** @param {string} secret @param {string} nonce */
export const proofOf = (secret, nonce) => createHmac('sha256', secret).update(`portico-guard-check:${nonce}`).digest('hex');

/**
 * @typedef {{ code: string, severity: 'error' | 'warning', message: string } & Record<string, unknown>} Problem
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ problems: Problem[], error?: string }>}
 */
export async function checkStrapi(env, { fetchImpl = fetch } = {}) {
  const strapiUrl = (env.STRAPI_URL?.trim() || DEFAULT_STRAPI_URL).replace(/\/+$/, '');
  const token = env.PREVIEW_API_TOKEN?.trim();
  if (!token)
    return { problems: [], error: "PREVIEW_API_TOKEN is not set: make a read-only API token in Strapi's admin panel and set it." };
  const nonce = randomBytes(16).toString('hex');
  /** @type {Problem[]} */
  const ours = [];
  /** @type {Record<string, string>} */
  const proofs = {};
  for (const name of SECRETS) {
    const secret = env[name]?.trim();
    if (secret) proofs[name] = proofOf(secret, nonce);
    else if (name === 'REVALIDATE_SECRET')
      ours.push({
        code: 'secret-missing',
        severity: 'error',
        message: "This app has no REVALIDATE_SECRET: it refuses Strapi's webhook.",
        secret: name,
      });
  }
  let response;
  try {
    response = await fetchImpl(`${strapiUrl}/api/portico-guard/check`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ nonce, proofs }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { problems: ours, error: `Strapi did not answer at ${strapiUrl} (${error instanceof Error ? error.message : error}).` };
  }
  if (response.status === 404)
    return { problems: ours, error: `Strapi at ${strapiUrl} has no portico-guard check: is the plugin installed and enabled?` };
  if (response.status === 401 || response.status === 403)
    return { problems: ours, error: `Strapi refused PREVIEW_API_TOKEN (${response.status}): it must be an API token of that Strapi.` };
  if (!response.ok) return { problems: ours, error: `Strapi answered ${response.status} to the check.` };
  const body = /** @type {{ data?: { problems?: Problem[] } }} */ (await response.json());
  return { problems: [...ours, ...(body.data?.problems ?? [])] };
}
