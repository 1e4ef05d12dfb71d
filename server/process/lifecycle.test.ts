import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLifecycle } from './lifecycle.mjs';

type State = 'up' | 'down' | 'slow';

/** A real HTTP server whose requests answer only when released, tracked by a lifecycle. */
async function slowServer(lifecycle: ReturnType<typeof createLifecycle>) {
  const waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    lifecycle.begin(response);
    response.once('close', () => lifecycle.end(response));
    waiting.push(() => response.end(`answer to ${request.url}`));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, releaseAll: () => waiting.splice(0).forEach((release) => release()), waiting: () => waiting.length };
}

function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('lifecycle', () => {
  test('readiness: starting until warmed, then what Strapi says, and stopping from the drain on', async () => {
    let backend: State = 'up';
    const lifecycle = createLifecycle({ backend: async () => backend });
    expect(await lifecycle.readiness()).toEqual({ status: 503, body: { status: 'starting' } });
    lifecycle.markWarmed();
    expect(await lifecycle.readiness()).toEqual({ status: 200, body: { status: 'ready', backend: 'up' } });
    backend = 'down';
    expect(await lifecycle.readiness()).toEqual({ status: 503, body: { status: 'degraded', backend: 'down' } });
    backend = 'up';
    const { server } = await slowServer(lifecycle);
    await lifecycle.drain(server, 1000);
    expect(await lifecycle.readiness()).toEqual({ status: 503, body: { status: 'stopping' } });
  });

  test('a drain refuses new connections, answers what comes on kept-alive ones, and finishes every request with Connection: close', async () => {
    const lifecycle = createLifecycle({ backend: async () => 'up' as State });
    const { server, url, releaseAll, waiting } = await slowServer(lifecycle);
    const agent = new http.Agent({ keepAlive: true });
    const idleAgent = new http.Agent({ keepAlive: true });
    // One connection kept alive and idle, two with a request under way.
    const idle = get(`${url}/idle`, idleAgent);
    await until(() => waiting() === 1);
    releaseAll();
    expect((await idle).status).toBe(200);
    const busy = [get(`${url}/a`, agent), get(`${url}/b`, agent)];
    await until(() => waiting() === 2);
    expect(lifecycle.open).toBe(2);

    const drained = lifecycle.drain(server, 5000);
    await expect(get(`${url}/new`, new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The idle kept-alive connection is not cut while requests are under way: a request a proxy
    // sends on it now is answered, and the connection closed after it.
    const late = get(`${url}/late`, idleAgent);
    await until(() => waiting() === 3);
    releaseAll();
    const answers = await Promise.all([...busy, late]);
    expect(answers.map((answer) => [answer.status, answer.body, answer.connection])).toEqual([
      [200, 'answer to /a', 'close'],
      [200, 'answer to /b', 'close'],
      [200, 'answer to /late', 'close'],
    ]);
    expect(await drained).toBe(true);
    expect(lifecycle.open).toBe(0);
    agent.destroy();
    idleAgent.destroy();
  });

  test('a drain that runs out of time cuts what is still open and says so', async () => {
    const lifecycle = createLifecycle({ backend: async () => 'up' as State });
    const { server, url, waiting } = await slowServer(lifecycle);
    const agent = new http.Agent({ keepAlive: true });
    const stuck = get(`${url}/stuck`, agent).catch((error: NodeJS.ErrnoException) => error.code);
    await until(() => waiting() === 1);
    expect(await lifecycle.drain(server, 100)).toBe(false);
    expect(await stuck).toBe('ECONNRESET');
    agent.destroy();
  });
});
