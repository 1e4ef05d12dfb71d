// @ts-check
import { randomUUID } from 'node:crypto';
import { firstValue } from '../shared/first-value.mjs';

/**
 * Every request's id, returned as X-Request-Id, sent on to Strapi with every call made for it
 * (server/observability/strapi-calls.mjs) and written in every log line made while it is answered.
 *
 * An X-Request-Id the request brings is kept only when it came through a trusted proxy hop
 * (TRUSTED_PROXY_HOPS > 0 and the request carries X-Forwarded-For, which such a proxy writes:
 * the same trust as server/shared/forwarded.mjs), or from the page server's own render (`internal`,
 * which carries the id of the request that asked for it). Otherwise a new one is made: a client
 * cannot choose the id others' lines are filed under. Only short ids of plain characters are
 * kept, so none can forge a log line.
 */
const ACCEPTABLE = /^[\w.:-]{1,128}$/;

/**
 * Call before server/shared/forwarded.mjs rewrites the request's forwarding headers.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ hops: number, internal?: boolean }} trust
 */
export function requestIdOf(request, { hops, internal = false }) {
  const sent = firstValue(request.headers['x-request-id'])?.trim();
  const throughProxy = hops > 0 && request.headers['x-forwarded-for'] !== undefined;
  if (sent && (throughProxy || internal) && ACCEPTABLE.test(sent)) return sent;
  return randomUUID();
}

/**
 * The id a request is answered under, once requestIdOf's is set on it (server/pages/app-process.mjs);
 * none with OBSERVE_REQUESTS=false. Every answer returns it, whoever writes the answer.
 * @param {import('node:http').IncomingHttpHeaders} headers the request's
 * @returns {string | undefined}
 */
export function assignedRequestId(headers) {
  const id = headers['x-request-id'];
  return typeof id === 'string' ? id : undefined;
}

/** The same, as headers for writeHead or fetch: `{ 'X-Request-Id': id }`, or none. @param {import('node:http').IncomingHttpHeaders} headers */
export function requestIdHeader(headers) {
  const id = assignedRequestId(headers);
  return id ? { 'X-Request-Id': id } : {};
}
