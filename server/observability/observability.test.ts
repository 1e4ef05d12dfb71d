import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { createLogger, logLevel, writeRequestLine } from './log.mjs';
import { mayReadMetrics } from './metrics.mjs';
import { REDACTIONS, redact } from './redact.mjs';
import { requestIdHeader, requestIdOf } from './request-id.mjs';
// The cms's copy of the rules, for Strapi's log (CommonJS).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REDACTIONS: cmsRedactions, redact: cmsRedact } = require('../../cms/src/utils/log-redaction.js') as {
  REDACTIONS: [RegExp, string][];
  redact: (text: string) => string;
};

function request(headers: Record<string, string>, peer = '127.0.0.1'): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('keeps the id a trusted proxy hop sent', () => {
    expect(requestIdOf(request({ 'x-request-id': 'abc-123', 'x-forwarded-for': '198.51.100.7' }), { hops: 1 })).toBe('abc-123');
  });

  it('makes a new one when nothing in front is trusted, or the request did not come through it', () => {
    expect(requestIdOf(request({ 'x-request-id': 'abc-123', 'x-forwarded-for': '198.51.100.7' }), { hops: 0 })).toMatch(UUID);
    expect(requestIdOf(request({ 'x-request-id': 'abc-123' }), { hops: 1 })).toMatch(UUID);
    expect(requestIdOf(request({}), { hops: 1 })).toMatch(UUID);
  });

  it("keeps the page server's own render's id, and never one that could forge a log line", () => {
    expect(requestIdOf(request({ 'x-request-id': 'abc-123' }), { hops: 0, internal: true })).toBe('abc-123');
    for (const forged of ['a"b', 'a\nb', 'x'.repeat(129), 'a b'])
      expect(requestIdOf(request({ 'x-request-id': forged, 'x-forwarded-for': '198.51.100.7' }), { hops: 1 })).toMatch(UUID);
  });
});

describe('requestIdHeader', () => {
  it('returns the id the request is answered under, and nothing when it has none', () => {
    expect(requestIdHeader({ 'x-request-id': 'abc-123' })).toEqual({ 'X-Request-Id': 'abc-123' });
    expect(requestIdHeader({})).toEqual({});
  });
});

describe('mayReadMetrics', () => {
  it('answers loopback with no proxy hop', () => {
    expect(mayReadMetrics(request({}), undefined)).toBe(true);
    expect(mayReadMetrics(request({}, '::1'), undefined)).toBe(true);
    expect(mayReadMetrics(request({}, '::ffff:127.0.0.1'), undefined)).toBe(true);
  });

  it('refuses a request that came through a proxy, even one on this host, and any other address', () => {
    expect(mayReadMetrics(request({ 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request({}, '198.51.100.7'), undefined)).toBe(false);
  });

  it('answers the right bearer token from anywhere, and only that one', () => {
    expect(mayReadMetrics(request({ authorization: 'Bearer s3cret-token' }, '198.51.100.7'), 's3cret-token')).toBe(true);
    expect(mayReadMetrics(request({ authorization: 'Bearer s3cret-tokem' }, '198.51.100.7'), 's3cret-token')).toBe(false);
    expect(mayReadMetrics(request({ authorization: 'Bearer ' }, '198.51.100.7'), '')).toBe(false);
  });
});

describe('redact (the app and the cms alike)', () => {
  const cases: [string, string][] = [
    ['Sign-in failed for ada.lovelace+x@example.co.uk', 'ada.lovelace'],
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl', 'eyJ'],
    ['GET /api/auth/email-confirmation?confirmation=9f8e7d6c5b4a', '9f8e7d6c5b4a'],
    ['{"code":"a1b2c3d4e5","password":"Correct-horse-1"}', 'Correct-horse-1'],
    ['{"code":"a1b2c3d4e5","password":"Correct-horse-1"}', 'a1b2c3d4e5'],
    ['cookie: strapi_jwt=abc.def.ghi; strapi_refresh=zzz', 'strapi_refresh=zzz'],
    [`reset with ${'0123456789abcdef'.repeat(8)}`, '0123456789abcdef'],
    ['refreshToken=Zm9vYmFyYmF6', 'Zm9vYmFyYmF6'],
  ];
  it.each(cases)('%s loses %s', (text, secret) => {
    expect(redact(text)).not.toContain(secret);
    expect(cmsRedact(text)).toBe(redact(text));
  });

  it('is one table of rules, the same in the cms', () => {
    const written = (rules: [RegExp, string][]) => rules.map(([pattern, replacement]) => [String(pattern), replacement]);
    expect(written(cmsRedactions)).toEqual(written(REDACTIONS));
  });

  it('leaves ordinary text alone', () => {
    const text = 'GET /articles/abc123 answered 200 in 12 ms';
    expect(redact(text)).toBe(text);
  });
});

describe('the logger', () => {
  function capture(level?: string) {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    return { lines, logger: createLogger({ level, destination: destination as unknown as import('pino').DestinationStream }) };
  }

  it('writes JSON lines at the level asked for', () => {
    const { lines, logger } = capture('warn');
    logger.info({ msg: 'not written' });
    logger.warn({ msg: 'written', path: '/x' });
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 'warn', msg: 'written', path: '/x' })]);
  });

  it('never writes an error object beyond its redacted message, nor a password or email field', () => {
    const { lines, logger } = capture();
    logger.error({
      msg: 'failed',
      err: Object.assign(new Error('no account ada@example.com'), { config: { password: 'p' } }),
      password: 'hunter22',
      email: 'ada@example.com',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('ada@example.com');
    expect(lines[0]).not.toContain('hunter22');
    expect(JSON.parse(lines[0]!).err).toEqual({ type: 'Error', message: 'no account [email]' });
  });

  it('writes the request line as JSON, escaping what the request chose', () => {
    const written: string[] = [];
    writeRequestLine(
      'info',
      { requestId: 'abc-1', method: 'GET"\n', path: '/a"b\\c', status: 200, kind: 'page-hit', durationMs: 1.5, worker: '2' },
      { write: (text: string) => written.push(text) },
    );
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('}\n')).toBe(true);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 'info',
      service: 'portico',
      msg: 'request',
      requestId: 'abc-1',
      method: 'GET"\n',
      path: '/a"b\\c',
      status: 200,
      kind: 'page-hit',
      durationMs: 1.5,
      worker: '2',
    });
  });

  it('reads LOG_LEVEL, info unless it names a level', () => {
    expect(logLevel('DEBUG')).toBe('debug');
    expect(logLevel(' silent ')).toBe('silent');
    expect(logLevel('loud')).toBe('info');
    expect(logLevel(undefined)).toBe('info');
  });
});
