import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { withAnswerStatus } from './answer-status.mjs';
import { answerOutages } from '../outages/outage-fallback.mjs';
import { answerStatus, observeHooks, type RequestContext } from '../observability/observe.mjs';

type Render = (response: http.ServerResponse) => Promise<void>;

/**
 * A real server whose "Next" is `render`, run as the app server runs it: inside the request's
 * context, with the response wrapped.
 */
async function serve(render: Render) {
  const context = new AsyncLocalStorage<RequestContext>();
  const hooks = observeHooks();
  const before = hooks.context;
  hooks.context = context;
  const server = http.createServer((_request, response) => {
    const store: RequestContext = { requestId: 'r' };
    void context.run(store, () => render(withAnswerStatus(response, store)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      hooks.context = before;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** As Next streams a page: its status, headers, then the body in parts (the head goes with the first). */
const page =
  (says: (() => void) | null, status = 200): Render =>
  async (response) => {
    await tick();
    says?.();
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.write('<!DOCTYPE html><html><body>');
    await tick();
    response.end('<h1>Page not found</h1></body></html>');
  };

describe('withAnswerStatus', () => {
  it('answers 404 when the page said so, with the body Next wrote', async () => {
    const server = await serve(page(() => answerStatus(404)));
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>');
    } finally {
      await server.close();
    }
  });

  it('leaves every other answer as Next wrote it: a page that said nothing, a redirect, an error', async () => {
    for (const [says, status] of [
      [null, 200],
      [() => answerStatus(404), 307],
      [() => answerStatus(404), 500],
    ] as const) {
      const server = await serve(page(says, status));
      try {
        expect((await fetch(server.url, { redirect: 'manual' })).status).toBe(status);
      } finally {
        await server.close();
      }
    }
  });

  it('holds for every way the head is written: writeHead with Next’s 200, flushHeaders, end alone', async () => {
    const ways: Render[] = [
      async (response) => {
        answerStatus(404);
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('a');
      },
      async (response) => {
        answerStatus(404);
        response.flushHeaders();
        response.end('b');
      },
      async (response) => {
        answerStatus(404);
        response.end('c');
      },
    ];
    for (const way of ways) {
      const server = await serve(way);
      try {
        expect((await fetch(server.url)).status).toBe(404);
      } finally {
        await server.close();
      }
    }
  });
});

describe('withAnswerStatus beneath the outage check', () => {
  // As the app server composes them: the outage check holds a 5xx back,
  // deciding at the first write from statusCode, before Node calls writeHead.
  it('a page that said 500 while Strapi is down is replaced with the outage page (503)', async () => {
    const context = new AsyncLocalStorage<RequestContext>();
    const hooks = observeHooks();
    const before = hooks.context;
    hooks.context = context;
    const render = page(() => answerStatus(500));
    const handle = (_request: http.IncomingMessage, response: http.ServerResponse) => {
      const store: RequestContext = { requestId: 'r' };
      return context.run(store, () => render(withAnswerStatus(response, store)));
    };
    const server = http.createServer((request, response) => void answerOutages(handle, async () => 'down')(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/articles`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Service unavailable');
    } finally {
      hooks.context = before;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('answerStatus', () => {
  it('does nothing outside a request (next dev, a build): no context to say it to', () => {
    const hooks = observeHooks();
    const before = hooks.context;
    hooks.context = undefined;
    try {
      expect(() => answerStatus(404)).not.toThrow();
    } finally {
      hooks.context = before;
    }
  });
});
