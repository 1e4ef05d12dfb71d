import http from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { newAccount, registerAccount } from '../support/backend';

/**
 * Operating the app (docs/operations.md): traces that follow a request from the page server
 * through Next to Strapi, readiness, and SIGTERM in the middle of a load run. Each test starts an
 * app instance of its own on this stack (the e2e control's /instances), with the settings it needs.
 * Serial (playwright.config.ts): the load run would slow the other specs' pages.
 */
const DOCUMENT = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const controlJson = async (path: string, body?: unknown) => {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}${path}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
type Instance = { url: string; pid: number };
type Exit = { running: boolean; code: number | null; signal: string | null };
const startInstance = (env: Record<string, string>) => controlJson('/instances/start', env) as Promise<Instance>;
const instanceState = (pid: number) => controlJson(`/instances/${pid}`) as Promise<Exit>;
const stopInstance = (pid: number) => controlJson(`/instances/${pid}/stop`) as Promise<Exit>;

async function readiness(url: string) {
  try {
    const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: (await response.json()) as { status: string } };
  } catch {
    return null; // not listening yet
  }
}

async function untilReady(url: string) {
  await expect.poll(async () => (await readiness(url))?.status, { timeout: 90_000, intervals: [200] }).toBe(200);
}

// ---- A small OTLP/HTTP receiver: what a collector would get (JSON encoding). ----

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

function startReceiver() {
  const spans: Span[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && String(request.headers['content-type']).startsWith('application/json')) {
        const body = JSON.parse(text) as {
          resourceSpans: {
            scopeSpans: { spans: (Omit<Span, 'attributes'> & { attributes?: { key: string; value: Record<string, unknown> }[] })[] }[];
          }[];
        };
        for (const resource of body.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                ...span,
                attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0] as string])),
              });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } else response.writeHead(415).end();
    });
  });
  return new Promise<{ url: string; spans: Span[]; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}`, spans, close: () => server.close() });
    }),
  );
}

/** The spans of one trace, and what is wrong with it as one connected tree (nothing, when it is one). */
function traceOf(spans: Span[], traceId: string) {
  const own = spans.filter((span) => span.traceId === traceId);
  const ids = new Set(own.map((span) => span.spanId));
  const roots = own.filter((span) => !span.parentSpanId);
  const orphans = own.filter((span) => span.parentSpanId && !ids.has(span.parentSpanId));
  return { spans: own, roots, orphans };
}

/** Follows a span up to its trace's root, naming each step (to show the chain page server → Next → Strapi). */
function ancestry(spans: Span[], span: Span) {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const chain: Span[] = [];
  for (let at: Span | undefined = span; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined) chain.unshift(at);
  return chain;
}

const requestRecords = () =>
  readFileSync(process.env.STRAPI_TEST_REQUESTS!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { method: string; url: string; traceparent: string | null });

const decodeEntities = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|lt|gt|apos));/gi, (_, decimal, hex, name) =>
    decimal
      ? String.fromCodePoint(Number(decimal))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : ({ amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" } as Record<string, string>)[name.toLowerCase()]!,
  );

/** What a browser without JavaScript posts from the entry form: its hidden inputs and the given fields. */
function documentFormBody(html: string, fields: Record<string, string>) {
  const form = /<form[^>]*class="[^"]*\bdocument-form\b[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  expect(form, 'the page has the entry form').toBeTruthy();
  const body = new FormData();
  for (const [tag] of form!.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name) body.append(decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? ''));
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

test.describe('lifecycle: traces, readiness, shutdown', () => {
  test.describe('traces', () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let instance: Instance;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      receiver = await startReceiver();
      instance = await startInstance({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '200' });
      await untilReady(instance.url);
    });
    test.afterAll(async () => {
      await stopInstance(instance.pid);
      receiver.close();
    });

    /**
     * The one trace whose root is the page server's span matching `root`, once it holds a Strapi
     * call matching `call` (spans arrive in batches): connected, every parent present.
     */
    async function connectedTrace(root: (span: Span) => boolean, call: (span: Span) => boolean) {
      let found: ReturnType<typeof traceOf> | null = null;
      await expect
        .poll(
          () => {
            const top = receiver.spans.find((span) => !span.parentSpanId && root(span));
            found = top ? traceOf(receiver.spans, top.traceId) : null;
            return Boolean(found?.spans.some(call));
          },
          { timeout: 20_000, intervals: [250] },
        )
        .toBe(true);
      const trace = found!;
      expect(trace.roots.map((span) => span.name)).toHaveLength(1);
      expect(trace.orphans.map((span) => `${span.name} (parent ${span.parentSpanId})`)).toEqual([]);
      return trace;
    }

    const isStrapiCall = (method: string, path: string) => (span: Span) =>
      span.kind === 3 && span.attributes['http.request.method'] === method && String(span.attributes['url.full'] ?? '').includes(path);
    const isNext = (span: Span) => span.kind === 2 && Boolean(span.attributes['next.span_type']);

    test('a visitor page miss is one trace: page server, its render, Next, and Strapi, which gets the traceparent', async () => {
      const path = `/articles?q=trace-${Date.now()}`;
      const response = await fetch(`${instance.url}${path}`, { headers: DOCUMENT });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-portico-cache')).toBe('miss');
      await response.text();

      const trace = await connectedTrace(
        (span) => span.name === 'page-server miss' && span.attributes['url.path'] === '/articles',
        isStrapiCall('GET', '/api/articles'),
      );
      const names = trace.spans.map((span) => span.name);
      expect(names).toContain('page-server render');
      const strapiCall = trace.spans.find(isStrapiCall('GET', '/api/articles'))!;
      const chain = ancestry(trace.spans, strapiCall);
      expect(chain[0]!.name).toBe('page-server miss');
      expect(chain.map((span) => span.name)).toContain('page-server render');
      expect(chain.some(isNext), `Next's span between the page server and Strapi: ${chain.map((span) => span.name).join(' → ')}`).toBe(
        true,
      );
      // Strapi received the trace context of that very call.
      const sent = requestRecords().filter((record) => record.traceparent?.includes(`-${strapiCall.spanId}-`));
      expect(sent.map((record) => record.traceparent)).toEqual([`00-${strapiCall.traceId}-${strapiCall.spanId}-01`]);
      expect(sent[0]!.url).toContain('/api/articles');
    });

    test('a member save is one trace: the page server passes it to Next, whose save calls Strapi with the traceparent', async () => {
      const account = newAccount('tracer');
      await registerAccount(account, '198.51.100.27');
      const login = await fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { Origin: instance.url, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ identifier: account.email, password: account.password }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';')[0]!)
        .filter((pair) => /^strapi_(jwt|refresh)=./.test(pair))
        .join('; ');
      const form = await fetch(`${instance.url}/articles/new`, { headers: { ...DOCUMENT, Cookie: cookie } });
      expect(form.status).toBe(200);
      const title = `Traced save ${Date.now()}`;
      const save = await fetch(`${instance.url}/articles/new`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: instance.url, Accept: 'text/html' },
        body: documentFormBody(await form.text(), { title, intent: 'publish' }),
        redirect: 'manual',
      });
      expect(save.status).toBe(303);

      const trace = await connectedTrace(
        (span) =>
          span.name === 'page-server pass' &&
          span.attributes['http.request.method'] === 'POST' &&
          span.attributes['url.path'] === '/articles/new',
        isStrapiCall('POST', '/api/articles'),
      );
      const strapiCall = trace.spans.find(isStrapiCall('POST', '/api/articles'))!;
      const chain = ancestry(trace.spans, strapiCall);
      expect(chain[0]!.name).toBe('page-server pass');
      expect(chain.some(isNext), `Next's span between the page server and Strapi: ${chain.map((span) => span.name).join(' → ')}`).toBe(
        true,
      );
      const sent = requestRecords().filter((record) => record.traceparent?.includes(`-${strapiCall.spanId}-`));
      expect(sent.map((record) => `${record.method} ${record.traceparent}`)).toEqual([
        `POST 00-${strapiCall.traceId}-${strapiCall.spanId}-01`,
      ]);
    });
  });

  test('readiness: 503 while the instance starts, 200 once it is warmed, while liveness answers all along', async () => {
    test.setTimeout(120_000);
    const instance = await startInstance({});
    try {
      const seen: string[] = [];
      await expect
        .poll(
          async () => {
            const answer = await readiness(instance.url);
            if (answer && seen.at(-1) !== `${answer.status} ${answer.body.status}`) seen.push(`${answer.status} ${answer.body.status}`);
            return answer?.status;
          },
          { timeout: 90_000, intervals: [50] },
        )
        .toBe(200);
      expect(seen[0]).toBe('503 starting');
      expect(seen.at(-1)).toBe('200 ready');
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
    } finally {
      await stopInstance(instance.pid);
    }
  });

  /**
   * A load run against one instance (direct, keep-alive connections, as a proxy keeps them), with
   * SIGTERM sent in its middle. Every request the instance took (it answered at least a status
   * line) must be a 200 with its whole page; what it did not take (a refused connection, one it
   * closed before reading the request) is what a proxy sends to another instance. Requests must
   * have been under way at the signal and finished after it, and the process must exit 0 in time.
   */
  for (const workers of ['1', '2'])
    test(`SIGTERM in the middle of a load run fails no request it took (${workers === '1' ? 'one process' : 'a cluster of two workers'})`, async () => {
      test.setTimeout(180_000);
      const timeoutSeconds = 20;
      const instance = await startInstance({ WEB_CONCURRENCY: workers, SHUTDOWN_TIMEOUT_SECONDS: String(timeoutSeconds) });
      try {
        await untilReady(instance.url);
        // Strapi slow (every request held 600 ms, its /_health too, still under the probe's 1.5 s): a
        // request taken just before the signal may still be waiting on the outage check and start its
        // render after it, which must then still work (the page server's private port stays open).
        await controlJson('/fault/slow?delayMs=600');
        const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
        let signalledAt = 0;
        let refused = false;
        const failures: string[] = [];
        let completedBefore = 0;
        let completedAfter = 0;
        let notTaken = 0;
        let counter = 0;
        /** One request: 'ok', or 'not taken' (no answer at all, after the signal). */
        const one = (path: string) =>
          new Promise<void>((resolve) => {
            const startedAt = Date.now();
            const request = http.get(
              `${instance.url}${path}`,
              { agent, headers: { ...DOCUMENT, 'Accept-Encoding': 'identity' } },
              (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('error', (error) => {
                  failures.push(`${path}: cut after ${response.statusCode} (${error.message})`);
                  resolve();
                });
                response.on('end', () => {
                  const body = Buffer.concat(chunks).toString('utf8');
                  const length = Number(response.headers['content-length'] ?? -1);
                  if (response.statusCode !== 200) failures.push(`${path}: ${response.statusCode}`);
                  else if (!response.complete || (length >= 0 && Buffer.byteLength(body) !== length) || !body.trimEnd().endsWith('</html>'))
                    failures.push(`${path}: incomplete body (${body.length} characters)`);
                  else if (signalledAt && startedAt < signalledAt) completedAfter += 1;
                  else if (!signalledAt) completedBefore += 1;
                  resolve();
                });
              },
            );
            request.on('error', (error: NodeJS.ErrnoException) => {
              if (!signalledAt) failures.push(`${path}: ${error.code ?? error.message} before the signal`);
              else {
                notTaken += 1;
                if (error.code === 'ECONNREFUSED') refused = true;
              }
              resolve();
            });
          });
        // Twelve clients, each asking one page after another: mostly pages not stored yet (each a
        // render that takes a while), some stored ones.
        const client = async () => {
          while (!refused) {
            counter += 1;
            await one(counter % 4 === 0 ? '/articles' : `/articles?q=drain-${workers}-${counter}`);
          }
        };
        const clients = Array.from({ length: 12 }, client);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        signalledAt = Date.now();
        process.kill(instance.pid, 'SIGTERM');
        await Promise.all(clients);
        agent.destroy();
        await expect.poll(async () => (await instanceState(instance.pid)).running, { timeout: (timeoutSeconds + 10) * 1000 }).toBe(false);
        const exitedAfter = (Date.now() - signalledAt) / 1000;
        const exit = await instanceState(instance.pid);
        expect(failures).toEqual([]);
        expect(completedBefore, 'the load ran before the signal').toBeGreaterThan(0);
        expect(completedAfter, 'requests under way at the signal were finished').toBeGreaterThan(0);
        expect(refused, 'new connections are refused after the signal').toBe(true);
        expect(exit).toEqual({ running: false, code: 0, signal: null });
        expect(exitedAfter).toBeLessThan(timeoutSeconds);
        const summary = `${completedBefore} answered before the signal, ${completedAfter} under way at it and finished, ${notTaken} not taken; exit 0 after ${exitedAfter.toFixed(1)} s`;
        test.info().annotations.push({ type: 'drain', description: summary });
        console.log(`SIGTERM (${workers} worker${workers === '1' ? '' : 's'}): ${summary}`);
      } finally {
        await controlJson('/fault/pass');
        await stopInstance(instance.pid);
      }
    });
});
