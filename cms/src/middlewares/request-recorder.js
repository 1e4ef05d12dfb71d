const crypto = require('crypto');
const fs = require('fs');

/**
 * Test instrument, on only when REQUEST_RECORD_FILE is set: appends one JSON line per request
 * with what Strapi received: the method, the path and query, the client address (with
 * TRUST_PROXY, the visitor's), a SHA-256 of the bearer token (never the token itself) and the
 * W3C trace context the caller sent (`traceparent`, when the app traces).
 */
module.exports = () => {
  const file = process.env.REQUEST_RECORD_FILE;
  return async (ctx, next) => {
    const header = ctx.request.headers.authorization;
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
    const line = {
      method: ctx.method,
      url: ctx.originalUrl,
      ip: ctx.request.ip,
      authorization:
        header === undefined ? null : bearer ? `Bearer sha256:${crypto.createHash('sha256').update(bearer).digest('hex')}` : 'other',
      traceparent: ctx.request.headers.traceparent ?? null,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    await next();
  };
};
