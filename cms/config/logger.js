/**
 * Strapi's log: JSON lines on standard output (winston, as Strapi ships it), one object a line,
 * at the level LOG_LEVEL names (the app's names: trace, debug, info, warn, error, fatal, silent;
 * info unless set). Every string in a line passes through src/utils/redact.js, so no email
 * address, token, cookie, password or code reaches the log, whatever Strapi or a plugin writes.
 * The request log is src/middlewares/request-log.js (one line per request, with its request id).
 */
const { winston } = require('@strapi/logger');
const { redact } = require('../src/utils/redact');

/** pino's level names (the app's) to winston's. */
const LEVELS = { trace: 'silly', debug: 'debug', info: 'info', warn: 'warn', error: 'error', fatal: 'error' };
const named = (process.env.LOG_LEVEL || '').trim().toLowerCase();
const silent = named === 'silent';
// The request log writes at info; Strapi's own chatter ("http" level) stays below it.
const level = LEVELS[named] || 'info';

const redacted = winston.format((info) => {
  for (const [key, value] of Object.entries(info)) {
    if (typeof value === 'string' && key !== 'level') info[key] = redact(value);
    else if (value instanceof Error) info[key] = redact(value.message);
  }
  return info;
})();

module.exports = {
  level,
  silent,
  format: winston.format.combine(
    redacted,
    // The app's fields (server/log.mjs): an ISO time, the service, the process.
    winston.format((info) => {
      delete info.timestamp;
      return Object.assign(info, { time: new Date().toISOString(), service: 'strapi', pid: process.pid });
    })(),
    winston.format.json(),
  ),
  transports: [new winston.transports.Console({ level })],
};
