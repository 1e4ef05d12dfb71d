/**
 * What the benchmarks measure Portico beside: the peer apps a team would write instead (bench/peers),
 * and the bare-bytes server, the limit of what one Node process can send on this machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, root, run, startNext, startProcess, waitForHttp } from '../../scripts/stack/processes.mjs';
import { rawGet } from './weight.mjs';

export const PEERS = { naive: path.join(root, 'bench', 'peers', 'strapi-client'), isr: path.join(root, 'bench', 'peers', 'strapi-isr') };

/** Builds the peer `name` (naive or isr) against the stack's Strapi and starts it on a free port. */
export async function startPeer(name, stack) {
  const port = await freePort();
  const env = { STRAPI_URL: stack.strapiUrl, NEXT_DIST_DIR: '.next-bench' };
  run('node', [path.join(root, 'node_modules/next/dist/bin/next'), 'build', PEERS[name]], { env: { ...env, NODE_ENV: 'production' } });
  const child = startNext({
    port,
    distDir: '.next-bench',
    env,
    logFile: path.join(root, 'test-results', 'logs', 'bench', `peer-${name}.log`),
    dir: PEERS[name],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/articles`, { child });
  return { child, url };
}

/**
 * Each page's bytes as Portico sends them to a browser (brotli), served by a bare Node server in a
 * process of its own; at `{path}?plain` the same page uncompressed, as Portico sends it to curl.
 */
export async function startBareServer(appUrl, paths) {
  const pages = {};
  for (const page of Object.values(paths)) {
    const { body, headers } = await rawGet(`${appUrl}${page}`);
    pages[page] = { encoding: headers['content-encoding'] ?? 'identity', base64: body.toString('base64') };
    const plain = await rawGet(`${appUrl}${page}`, { Accept: '*/*' });
    pages[`${page}?plain`] = { encoding: 'identity', base64: plain.body.toString('base64') };
  }
  const file = path.join(root, 'test-results', 'bench-bare-pages.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  const child = startProcess('bare', 'node', ['bench/lib/bare-server.mjs', String(port), file], {
    logFile: path.join(root, 'test-results', 'logs', 'bench', 'bare.log'),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${paths.home}`, { child });
  return { child, url };
}
