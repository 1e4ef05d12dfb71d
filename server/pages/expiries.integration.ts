import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { createClient } from '@redis/client';
import { processGlobal } from '../shared/process-globals.mjs';
import { connectExpiries } from './expiries.mjs';

/**
 * A real Redis that refuses PUBLISH while the client stays connected (an ACL rule): what a Redis lost in the middle
 * of a publish looks like to the caller. The pages are expired here all the same, and the caller (a member's save,
 * already stored in Strapi) is not told that it failed.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('page expiries, when Redis refuses the publish', () => {
  let redis: ChildProcess;
  let url: string;
  let expiries: { close(): void } | undefined;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      const probe = createClient({ url });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.quit();
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(() => {
    expiries?.close();
    redis.kill('SIGTERM');
  });

  it('expires this instance’s pages and answers, with a warning', async () => {
    const expired: string[][] = [];
    expiries = await connectExpiries({ expire: (tags) => (expired.push(tags), 3), stats: () => ({}) as never }, url);
    const admin = createClient({ url });
    await admin.connect();
    await admin.sendCommand(['ACL', 'SETUSER', 'default', '-publish']);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(processGlobal('pages')!.expire(['article:1'])).resolves.toBe(3);
      expect(expired).toEqual([['article:1']]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/an expiry reached this instance only \(Redis: NOPERM/));
    } finally {
      warn.mockRestore();
      await admin.sendCommand(['ACL', 'SETUSER', 'default', '+publish']);
      await admin.quit();
    }
  });
});
