// @ts-check
/**
 * A page's own status, for pages that render their not-found or error view themselves: Next would
 * answer a page that throws while its first HTML renders with an empty document that only
 * JavaScript fills in (https://github.com/vercel/next.js/issues/62228), so such pages render the
 * view in the layout, Next answers 200, and the page asks for 404 or 500 with answerStatus.
 */

/**
 * Writes the status the render asked for (`answerStatus`) in the response's head, in place of
 * Next's 200; any other status Next chose (a redirect, an error) stands. The head is written at
 * the first writeHead, write, flushHeaders or end (Node writes it lazily), after the page's
 * server components have run: Next streams nothing before its shell is rendered. The status is set
 * before each of them, not only in writeHead: the outage check beneath (server/outages/outage-fallback.mjs
 * holdServerErrors) decides at the first write from `statusCode`, before Node calls writeHead.
 * @param {import('node:http').ServerResponse} response
 * @param {import('../observability/observe.mjs').RequestContext} context the request's, which the render writes to
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
