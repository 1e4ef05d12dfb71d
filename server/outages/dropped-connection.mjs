// @ts-check
// A reused keep-alive socket closed under us: unlike a refusal or timeout, no sign of an outage; a read may be retried once.
const DROPPED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** @param {unknown} error */
export function isDroppedConnection(error) {
  const code = /** @type {{ cause?: { code?: unknown } } | null} */ (error)?.cause?.code;
  return typeof code === 'string' && DROPPED_CONNECTION_CODES.has(code);
}
