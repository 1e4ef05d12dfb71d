// @ts-check
/**
 * A connection that was open and then dropped before the answer came: a pooled keep-alive socket
 * that Strapi (or a proxy in between) closed just as it was reused. Unlike a refused connection or
 * a timeout, it says nothing about Strapi's health, and a read may safely be sent once more.
 */
const DROPPED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** @param {unknown} error a fetch failure (its cause carries undici's or the socket's code) */
export function isDroppedConnection(error) {
  const code = /** @type {{ cause?: { code?: unknown } } | null} */ (error)?.cause?.code;
  return typeof code === 'string' && DROPPED_CONNECTION_CODES.has(code);
}
