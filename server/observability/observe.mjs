// @ts-check
/**
 * The seam between what happens during a request and what is logged and counted about it.
 *
 * The app server (server/pages/app-process.mjs) installs the hooks at start: the request's context
 * (an AsyncLocalStorage holding its request id) and the metrics (server/observability/metrics.mjs). Code that
 * runs while a request is answered, in the app server or in Next's bundles (lib/auth,
 * server/sessions/revocations.mjs), reads them here. They live on globalThis because Next's bundles load
 * their own copy of this module in the same process; without the app server (unit tests, `next
 * dev`) every call here does nothing.
 *
 * No Node import: it is also bundled into proxy.ts (OpenTelemetry's API has none either).
 *
 * @typedef {{ requestId?: string, status?: number }} RequestContext the request's id (none with
 *   OBSERVE_REQUESTS=false), and the status its page asked for
 *   (server/pages/answer-status.mjs)
 * @typedef {{
 *   context?: { getStore(): RequestContext | undefined, exit<R>(callback: () => R): R },
 *   sessionEvent?: (event: 'refresh' | 'revocation', outcome: string) => void,
 * }} Hooks
 */

import { context as traceContext, ROOT_CONTEXT } from '@opentelemetry/api';

/** @returns {Hooks} */
export function observeHooks() {
  const holder = /** @type {{ __porticoObserve?: Hooks }} */ (globalThis);
  return (holder.__porticoObserve ??= {});
}

/** The id of the request being answered, if any (none for work no request started). */
export function currentRequestId() {
  return observeHooks().context?.getStore()?.requestId;
}

/**
 * Runs `work` as no request's: for work a request only happens to start on behalf of the whole
 * process (a shared list refreshed in the background), so that its calls carry no request's id and
 * start traces of their own, not spans under the request's (which may have ended by then). Without
 * tracing, OpenTelemetry's API runs `work` as it is.
 * @template R @param {() => R} work @returns {R}
 */
export function outsideRequest(work) {
  const requests = observeHooks().context;
  const untraced = () => traceContext.with(ROOT_CONTEXT, work);
  return requests ? requests.exit(untraced) : untraced();
}

/**
 * A session refreshed (outcome: "ok", "invalid", "unavailable") or revoked (outcome: what was
 * revoked: "token", "session", "user").
 * @param {'refresh' | 'revocation'} event @param {string} outcome
 */
export function countSessionEvent(event, outcome) {
  observeHooks().sessionEvent?.(event, outcome);
}

/**
 * The page being rendered answers with `status`, whatever Next's own (200) would be: the app
 * process writes it in the head (withAnswerStatus). Does nothing outside a request.
 * @param {number} status
 */
export function answerStatus(status) {
  const context = observeHooks().context?.getStore();
  if (context) context.status = status;
}
