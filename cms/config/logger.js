// JSON lines at LOG_LEVEL (the app's level names), every string redacted, whatever Strapi or a plugin writes.
const { winston } = require('@strapi/logger');
const { redact } = require('../src/utils/log-redaction');
const { env } = require('../src/utils/env');

const LEVELS = { trace: 'silly', debug: 'debug', info: 'info', warn: 'warn', error: 'error', fatal: 'error' };
const named = env('LOG_LEVEL', '').trim().toLowerCase();
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
    // The app's fields: an ISO time, the service, the process.
    winston.format((info) => {
      delete info.timestamp;
      return Object.assign(info, { time: new Date().toISOString(), service: 'strapi', pid: process.pid });
    })(),
    winston.format.json(),
  ),
  transports: [new winston.transports.Console({ level })],
};
