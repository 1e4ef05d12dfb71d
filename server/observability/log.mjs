// @ts-check
import { format } from 'node:util';
import pino from 'pino';
import { currentRequestId } from './observe.mjs';
import { redact } from './redact.mjs';
import { logLevel as configuredLevel } from '../shared/settings.mjs';

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/** @param {string | undefined} value */
export function logLevel(value) {
  const level = (value ?? '').trim().toLowerCase();
  return LEVELS.has(level) ? level : 'info';
}

/** @param {{ level?: string, destination?: import('pino').DestinationStream }} [options] */
export function createLogger({ level = configuredLevel, destination } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid, service: 'portico' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors: their name and message only (redacted), never the objects they carry.
      serializers: { err: (error) => ({ type: error?.name, message: redact(String(error?.message ?? error)) }) },
      // Second line of defence, for an object logged whole. Top-level paths only: wildcards would walk every line's keys.
      redact: {
        paths: ['password', 'token', 'email', 'cookie', 'authorization', 'headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
}

// 16 KB a write, just under sonic-boom's largest: a write costs a thread-pool trip, priced per write, not per byte
// (at 4 KB, about 2 µs a request in a CPU profile under load).
const stdout = pino.destination({ dest: 1, sync: false, minLength: 16_000 });
export const logger = createLogger({ destination: stdout });
setInterval(() => {
  flushRequestLines();
  stdout.flush();
}, 1000).unref();

/**
 * Logger's JSON, put together directly: pino's serialization cost about as much CPU as a stored page's whole answer.
 * Batched because the stream's write measures its whole buffer (Buffer.byteLength) at every call, which per line
 * cost more than the rest of the line. Only the request's fields need escaping.
 * @param {'debug' | 'info' | 'warn'} level
 * @param {{ requestId: string, method: string | undefined, path: string, status: number, kind: string, durationMs: number,
 *   audience?: string, worker?: string | null }} line
 * @param {{ write(text: string): unknown }} [destination] written at once, not batched
 */
export function writeRequestLine(level, line, destination) {
  const text = `{"level":"${level}","time":"${isoNow()}"${REQUEST_LINE_MIDDLE}${quoted(line.requestId)},"method":${quoted(String(line.method))},"path":${quoted(line.path)},"status":${Number(line.status)},"kind":${quoted(line.kind)},"durationMs":${Number(line.durationMs)}${line.audience ? `,"audience":${quoted(line.audience)}` : ''}${line.worker ? `,"worker":${quoted(line.worker)}` : ''}}\n`;
  if (destination) {
    destination.write(text);
    return;
  }
  waitingLines += text;
  if (waitingLines.length >= BATCH_LENGTH) flushRequestLines();
}

const BATCH_LENGTH = 8192;
let waitingLines = '';

export function flushRequestLines() {
  if (!waitingLines) return;
  const text = waitingLines;
  waitingLines = '';
  stdout.write(text);
}

const REQUEST_LINE_MIDDLE = `,"pid":${process.pid},"service":"portico","msg":"request","requestId":`;
const PLAIN = /^[\w .:/~%+=@,;-]*$/;
/** @param {string} text */
const quoted = (text) => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text));

let clockMs = 0;
let clockText = '';
function isoNow() {
  const now = Date.now();
  if (now !== clockMs) {
    clockMs = now;
    clockText = new Date(now).toISOString();
  }
  return clockText;
}

/** @param {import('pino').Logger} log */
export function routeConsole(log) {
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const to =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      if (!log.isLevelEnabled(level)) return;
      const requestId = currentRequestId();
      const message = redact(format(...args));
      if (requestId) log[level]({ requestId }, message);
      else log[level](message);
    };
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
  console.debug = to('debug');
}
