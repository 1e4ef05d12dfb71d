import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportBackendUnavailable, type BackendState } from './backend-health.mjs';
import { answerOutages } from './outage-fallback.mjs';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

/**
 * A real server whose "Next" is `handle`, behind the fallback, with the outage check answering
 * `state`. Records the moment each check asked its probe to begin after.
 */
async function serve(handle: Handler, state: BackendState, localeOf?: (request: http.IncomingMessage) => string | undefined) {
  const asked: number[] = [];
  const backendSince = async (since: number) => {
    asked.push(since);
    return state;
  };
  const server = http.createServer((request, response) => void answerOutages(handle, backendSince, localeOf)(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    checks: () => asked.length,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const page = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** As Next answers a page whose render threw: status set, headers set, the body streamed in parts. */
const failingRender: Handler = async (_request, response) => {
  response.statusCode = 500;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Security-Policy', "default-src 'self'");
  response.setHeader('Vary', 'rsc');
  response.write('<!doctype html><html><body>');
  await new Promise((resolve) => setTimeout(resolve, 5));
  response.end('<h1>Internal Server Error</h1></body></html>');
};

describe('answerOutages', () => {
  it('speaks the page’s locale: its catalog’s words (its language’s for a regional one), English for a locale without one', async () => {
    const localeOf = (request: http.IncomingMessage) => request.url!.split('/')[1] || undefined;
    const server = await serve(failingRender, 'down', localeOf);
    try {
      const french = await (await fetch(`${server.url}/fr/articles`, { headers: page })).text();
      expect(french).toContain('<html lang="fr">');
      expect(french).toContain('<h1>Service indisponible</h1>');
      expect(french).toContain('<a href="">Réessayer</a> (dans environ 5 secondes)');
      expect(french).toContain('Erreur 503');
      const canadian = await (await fetch(`${server.url}/fr-CA/articles`, { headers: page })).text();
      expect(canadian).toContain('<html lang="fr-CA">');
      expect(canadian).toContain('<h1>Service indisponible</h1>');
      const german = await (await fetch(`${server.url}/de/articles`, { headers: page })).text();
      expect(german).toContain('<html lang="de">');
      expect(german).toContain('<h1>Service unavailable</h1>');
      expect(german).toContain('<a href="">Try again</a> (in about 5 seconds)');
    } finally {
      await server.close();
    }
  });

  it('answers the outage page instead of a failed render while Strapi is down', async () => {
    const server = await serve(failingRender, 'down');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      const body = await response.text();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('vary')).toBeNull();
      expect(body).toContain('<h1>Service unavailable</h1>');
      expect(body).not.toContain('Internal Server Error');
      expect(server.checks()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('answers the "too slow" page while Strapi is too slow', async () => {
    const server = await serve(failingRender, 'slow');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      expect(response.status).toBe(504);
      expect(await response.text()).toContain('too slow');
    } finally {
      await server.close();
    }
  });

  it('passes a 500 on untouched while Strapi is up: that is a real error', async () => {
    const server = await serve(failingRender, 'up');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      expect(response.status).toBe(500);
      expect(response.headers.get('vary')).toBe('rsc');
      expect(await response.text()).toBe('<!doctype html><html><body><h1>Internal Server Error</h1></body></html>');
    } finally {
      await server.close();
    }
  });

  it('covers a form posted without JavaScript, and an explicit writeHead', async () => {
    const server = await serve(async (_request, response) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('failed');
    }, 'down');
    try {
      const response = await fetch(`${server.url}/articles/new`, { method: 'POST', headers: page, body: 'title=x' });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await server.close();
    }
  });

  it('judges a failed render by a probe begun after it failed, not by one from before', async () => {
    let failedAt = 0;
    const server = await serve(async (_request, response) => {
      await sleep(30);
      failedAt = Date.now();
      response.statusCode = 500;
      response.end('failed');
    }, 'down');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      expect(response.status).toBe(503);
      expect(server.asked).toHaveLength(1);
      expect(server.asked[0]).toBeGreaterThanOrEqual(failedAt);
    } finally {
      await server.close();
    }
  });

  it('answers the outage page when Strapi said it was unavailable during the render, though it is up again when asked', async () => {
    const server = await serve(async (_request, response) => {
      // A read answered 503 (the database was down), and the page failed because of it.
      reportBackendUnavailable();
      await sleep(5);
      response.statusCode = 500;
      response.end('failed');
    }, 'up');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('<h1>Service unavailable</h1>');
    } finally {
      await server.close();
    }
  });

  it('does not blame a real error on an unavailability that ended before the request came', async () => {
    reportBackendUnavailable(Date.now() - 1000);
    const server = await serve(failingRender, 'up');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      expect(response.status).toBe(500);
      expect(server.checks()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('never touches a good answer, an outage page, an API call or a payload Next reports in its own page', async () => {
    const statuses: number[] = [200, 503, 500, 500, 500];
    const server = await serve(async (_request, response) => {
      response.statusCode = statuses.shift()!;
      response.end('as Next wrote it');
    }, 'down');
    try {
      const asks: [string, RequestInit][] = [
        ['/articles', { headers: page }],
        ['/articles', { headers: page }],
        ['/api/session', { headers: page }],
        ['/articles', { headers: { ...page, RSC: '1' } }],
        ['/articles', { headers: { Accept: 'text/x-component', 'Next-Action': 'abc' }, method: 'POST', body: '[]' }],
      ];
      const answers = [];
      for (const [path, init] of asks) {
        const response = await fetch(`${server.url}${path}`, init);
        answers.push([response.status, await response.text()]);
      }
      expect(answers).toEqual([
        [200, 'as Next wrote it'],
        [503, 'as Next wrote it'],
        [500, 'as Next wrote it'],
        [500, 'as Next wrote it'],
        [500, 'as Next wrote it'],
      ]);
      expect(server.checks()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('lets a good page stream through as Next writes it', async () => {
    const server = await serve(async (_request, response) => {
      response.statusCode = 200;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.flushHeaders();
      response.write('<!doctype html><p>first</p>');
      await new Promise((resolve) => setTimeout(resolve, 20));
      response.end('<p>second</p>');
    }, 'down');
    try {
      const response = await fetch(`${server.url}/articles`, { headers: page });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<!doctype html><p>first</p><p>second</p>');
      expect(server.checks()).toBe(0);
    } finally {
      await server.close();
    }
  });
});
