// @ts-check
/**
 * Hooks the page server installs; without it (unit tests, `next dev`) every call does nothing. No Node import:
 * the proxy's bundle loads it.
 * @typedef {import('../shared/process-globals.mjs').RequestContext} RequestContext
 * @typedef {import('../shared/process-globals.mjs').ObserveHooks} Hooks
 */

import { context as traceContext, ROOT_CONTEXT } from '@opentelemetry/api';
import { sharedProcessGlobal } from '../shared/process-globals.mjs';

/** @returns {Hooks} */
export function observeHooks() {
  return sharedProcessGlobal('observe', () => ({}));
}

export function currentRequestId() {
  return observeHooks().context?.getStore()?.requestId;
}

// For work a request only happens to start for the whole process: no request id, a trace of its own.
/** @template R @param {() => R} work @returns {R} */
export function outsideRequest(work) {
  const requests = observeHooks().context;
  const untraced = () => traceContext.with(ROOT_CONTEXT, work);
  return requests ? requests.exit(untraced) : untraced();
}

/** @param {'refresh' | 'revocation'} event @param {string} outcome */
export function countSessionEvent(event, outcome) {
  observeHooks().sessionEvent?.(event, outcome);
}

/** Overrides Next's own status (200) for the page being rendered. @param {number} status */
export function answerStatus(status) {
  const context = observeHooks().context?.getStore();
  if (context) context.status = status;
}
