// @ts-check
/**
 * Pages render their not-found or error view in the layout and ask for 404/500 here, since Next answers a page
 * that throws during its first HTML with an empty document (https://github.com/vercel/next.js/issues/62228).
 * Replaces only Next's 200. Set before write/end too, not only writeHead: holdServerErrors reads `statusCode`
 * at the first write, before Node calls writeHead.
 * @param {import('node:http').ServerResponse} response @param {import('../observability/observe.mjs').RequestContext} context
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
