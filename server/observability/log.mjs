// @ts-check
/**
 * The app's logger: JSON lines on standard output (pino), one object a line, at the level
 * LOG_LEVEL names (trace, debug, info, warn, error, fatal; info unless set; silent for none).
 *
 * - Writes are asynchronous and batched (pino's sonic-boom: written once 16 KB are waiting, or
 *   after a second at most, and at exit): no request waits for a write, and a busy process makes
 *   one write call per few dozen lines rather than one per line.
 * - What Next and libraries print (console.*) is routed here too (`routeConsole`), so every line
 *   is JSON and passes through the redaction of server/observability/redact.mjs.
 * - The request log (server/pages/app-process.mjs) writes one line per request at info, with its
 *   `requestId`; so does what is printed while a request is answered.
 */
import { format } from 'node:util';
import pino from 'pino';
import { currentRequestId } from './observe.mjs';
import { redact } from './redact.mjs';

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/** @param {string | undefined} value */
export function logLevel(value) {
  const level = (value ?? '').trim().toLowerCase();
  return LEVELS.has(level) ? level : 'info';
}

/**
 * @param {{ level?: string, destination?: import('pino').DestinationStream }} [options]
 */
export function createLogger({ level = logLevel(process.env.LOG_LEVEL), destination } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid, service: 'portico' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors: their name and message only (redacted), never the objects they carry.
      serializers: { err: (error) => ({ type: error?.name, message: redact(String(error?.message ?? error)) }) },
      // Second line of defence, for an object logged whole: these fields never leave. Top-level
      // paths only: wildcards would walk every line's keys.
      redact: {
        paths: ['password', 'token', 'email', 'cookie', 'authorization', 'headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
}

// 16 KB a write (just under sonic-boom's largest): each write costs a trip through the thread pool,
// priced per write, not per byte (at 4 KB a write, about 2 µs a request in a CPU profile under load).
const stdout = pino.destination({ dest: 1, sync: false, minLength: 16_000 });
export const logger = createLogger({ destination: stdout });
// Once a second, whatever is waiting goes out: the request lines' batch, then the stream's buffer.
setInterval(() => {
  flushRequestLines();
  stdout.flush();
}, 1000).unref();

/**
 * The request line (server/pages/app-process.mjs), the one line every request writes: the same JSON as
 * `logger` writes, put together directly (pino's generic serialization of the object cost about
 * as much CPU as a stored page's whole answer). Only the method, path, audience and id come from
 * the request; they are JSON-escaped.
 *
 * The lines are handed to the logger's stream in batches of 8 KB, and what is waiting each second:
 * its write measures what it already holds (Buffer.byteLength of up to 16 KB) at every call, which,
 * once per line, cost more than the rest of the line.
 * @param {'debug' | 'info' | 'warn'} level
 * @param {{ requestId: string, method: string | undefined, path: string, status: number, kind: string, durationMs: number, audience?: string, worker?: string | null }} line
 * @param {{ write(text: string): unknown }} [destination] where to write it at once, instead of in a batch
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

/** Hands the request lines written so far to the logger's stream (a batch is full, each second, and before exit). */
export function flushRequestLines() {
  if (!waitingLines) return;
  const text = waitingLines;
  waitingLines = '';
  stdout.write(text);
}

const REQUEST_LINE_MIDDLE = `,"pid":${process.pid},"service":"portico","msg":"request","requestId":`;
/** Text JSON writes as it is, quoted: nothing to escape. */
const PLAIN = /^[\w .:/~%+=@,;-]*$/;
/** @param {string} text */
const quoted = (text) => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text));

let clockMs = 0;
let clockText = '';
/** The time as pino's isoTime writes it; the same text for every line of the same millisecond. */
function isoNow() {
  const now = Date.now();
  if (now !== clockMs) {
    clockMs = now;
    clockText = new Date(now).toISOString();
  }
  return clockText;
}

/**
 * Sends console.log/info/warn/error/debug to `log`, redacted, as JSON lines.
 * @param {import('pino').Logger} log
 */
export function routeConsole(log) {
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const to =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      if (!log.isLevelEnabled(level)) return;
      // Next's own errors too carry the id of the request they happened in.
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
