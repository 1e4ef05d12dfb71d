import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { backendState, backendStateNow, backendStateSince } from './backend-health.mjs';

/** A real Strapi stand-in for /_health: answers 204 or 503 as told, and counts the probes. */
async function healthServer() {
  let status = 204;
  let probes = 0;
  const server = http.createServer((_request, response) => {
    probes += 1;
    response.statusCode = status;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setStatus: (next: number) => void (status = next),
    probes: () => probes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('backend health', () => {
  let strapi: Awaited<ReturnType<typeof healthServer>>;
  beforeEach(async () => {
    delete (globalThis as { __porticoBackendProbes?: unknown }).__porticoBackendProbes;
    strapi = await healthServer();
  });
  afterEach(() => strapi.close());

  it('keeps a verdict for a second before a page is served', async () => {
    expect(await backendState(strapi.url, 1000)).toBe('up');
    strapi.setStatus(503);
    expect(await backendState(strapi.url, 1000)).toBe('up');
    expect(strapi.probes()).toBe(1);
  });

  it('is known without waiting only while fresh', async () => {
    expect(backendStateNow()).toBeUndefined();
    expect(await backendState(strapi.url, 1000)).toBe('up');
    expect(backendStateNow()).toBe('up');
    expect(backendStateNow(Date.now() + 1500)).toBeUndefined();
  });

  it('after a failure, asks again rather than trust a verdict from before it', async () => {
    expect(await backendState(strapi.url, 1000)).toBe('up');
    // The database stops a moment later, and a render fails.
    strapi.setStatus(503);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const failedAt = Date.now();
    expect(await backendStateSince(strapi.url, 1000, failedAt)).toBe('down');
    expect(strapi.probes()).toBe(2);
    // The new verdict is what pages are served by from then on.
    expect(await backendState(strapi.url, 1000)).toBe('down');
  });

  it('lets failures at the same moment share one probe', async () => {
    strapi.setStatus(503);
    const failedAt = Date.now();
    const verdicts = await Promise.all([1, 2, 3].map(() => backendStateSince(strapi.url, 1000, failedAt)));
    expect(verdicts).toEqual(['down', 'down', 'down']);
    expect(strapi.probes()).toBe(1);
  });
});
