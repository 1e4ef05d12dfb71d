// @ts-check
import { randomUUID } from 'node:crypto';
import { firstValue } from '../shared/first-value.mjs';

// A sent X-Request-Id is kept only through a trusted proxy hop or from our own render, so a client cannot
// choose the id others' log lines are filed under; short plain ids only, so none can forge a log line.
const ACCEPTABLE = /^[\w.:-]{1,128}$/;

// Call before the forwarding headers are rewritten: it reads X-Forwarded-For as sent.
/** @param {import('node:http').IncomingMessage} request @param {{ hops: number, internal?: boolean }} trust */
export function requestIdOf(request, { hops, internal = false }) {
  const sent = firstValue(request.headers['x-request-id'])?.trim();
  const throughProxy = hops > 0 && request.headers['x-forwarded-for'] !== undefined;
  if (sent && (throughProxy || internal) && ACCEPTABLE.test(sent)) return sent;
  return randomUUID();
}

/** None with OBSERVE_REQUESTS=false. @param {import('node:http').IncomingHttpHeaders} headers @returns {string | undefined} */
export function assignedRequestId(headers) {
  const id = headers['x-request-id'];
  return typeof id === 'string' ? id : undefined;
}

/** @param {import('node:http').IncomingHttpHeaders} headers @returns {Record<string, string>} */
export function requestIdHeader(headers) {
  const id = assignedRequestId(headers);
  return id ? { 'X-Request-Id': id } : {};
}
