// @ts-check
/**
 * A page's own status, for pages that render their "not found" or error view themselves.
 *
 * Next answers a page that throws while its first HTML renders (`notFound()`, a failed read) with an
 * empty document, `<html id="__next_error__">`: the not-found page or error boundary is drawn by
 * the browser's JavaScript from the payload alone, so it is blank without JavaScript and late with
 * it (https://github.com/vercel/next.js/issues/62228). An address no route matches is not affected.
 * Portico's content pages catch the throw and render the view in the layout themselves
 * (lib/http/page-answers.tsx), which Next answers as a 200: they say here that the answer is a 404
 * or a 500, and the app server writes that status in the head (`withAnswerStatus`).
 *
 * The status lives on the request's context (server/observe.mjs): without the app server (`next
 * dev`, unit tests) `answerStatus` does nothing. No Node import: it is bundled into Next's server code.
 */
import { observeHooks } from './observe.mjs';

/** The page being rendered answers with `status`, whatever Next's own (200) would be. @param {number} status */
export function answerStatus(status) {
  const context = observeHooks().context?.getStore();
  if (context) context.status = status;
}

/**
 * Writes the status the render asked for (`answerStatus`) in the response's head, in place of
 * Next's 200; any other status Next chose (a redirect, an error) stands. The head is written at
 * the first writeHead, write, flushHeaders or end (Node writes it lazily), after the page's
 * server components have run: Next streams nothing before its shell is rendered. The status is set
 * before each of them, not only in writeHead: the outage check beneath (server/outage-fallback.mjs
 * holdServerErrors) decides at the first write from `statusCode`, before Node calls writeHead.
 * @param {import('node:http').ServerResponse} response
 * @param {import('./observe.mjs').RequestContext} context the request's, which the render writes to
 */
export function withAnswerStatus(response, context) {
  const r = /** @type {any} */ (response);
  const { writeHead } = r;
  const apply = () => {
    if (context.status && !response.headersSent && response.statusCode === 200) response.statusCode = context.status;
  };
  r.writeHead = (/** @type {any[]} */ ...args) => {
    if (context.status && Number(args[0]) === 200) args[0] = context.status;
    return writeHead.apply(response, args);
  };
  for (const name of /** @type {const} */ (['write', 'end', 'flushHeaders'])) {
    const original = r[name];
    r[name] = (/** @type {any[]} */ ...args) => {
      apply();
      return original.apply(response, args);
    };
  }
  return response;
}
