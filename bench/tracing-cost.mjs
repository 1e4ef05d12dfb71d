#!/usr/bin/env node
/**
 * What tracing costs (docs/operations.md#traces): the benchmark's "Portico list, signed out, document
 * load" scenario (bench/run.mjs: the list page, Chromium's Accept and Accept-Encoding, 10
 * connections) on two app instances of one stack, side by side: one without
 * OTEL_EXPORTER_OTLP_ENDPOINT, one sending its spans to an OTLP/HTTP receiver in this process (it
 * counts them and answers 200, as a collector would). Alternated `--rounds` times (3), `--duration`
 * seconds each (10), so both see the same machine; prints each round and the ratio of the medians.
 *
 *   node bench/tracing-cost.mjs [--rounds 3] [--duration 10]
 */
import http from 'node:http';
import path from 'node:path';
import { startStack } from '../stack/index.mjs';
import { freePort, log, root, startNext, stopChildrenOnExit, stopProcess, waitForHttp } from '../stack/processes.mjs';
import { BROWSER_PAGE_HEADERS, measure } from './lib/load.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = option('rounds', 3);
const duration = option('duration', 10);
const connections = 10;

function startReceiver() {
  let spans = 0;
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      spans += (text.match(/"spanId"/g) ?? []).length;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, spans: () => spans, close: () => server.close() }),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  stopChildrenOnExit();
  const receiver = await startReceiver();
  const stack = await startStack({
    logName: 'tracing-cost',
    faultProxy: false,
    strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
  });
  const children = [];
  try {
    const instance = async (name, env) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = startNext({
        port,
        distDir: '.next-e2e',
        env: { STRAPI_URL: stack.strapiUrl, WEB_URL: url, WEB_CONCURRENCY: '1', REVALIDATE_SECRET: stack.revalidateSecret, ...env },
        logFile: path.join(root, 'test-results', 'logs', 'tracing-cost', `${name}.log`),
      });
      children.push(child);
      await waitForHttp(`${url}/api/ready`, { child, ok: (status) => status === 200 });
      return url;
    };
    const off = await instance('off', {});
    const on = await instance('on', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    const figures = { off: [], on: [] };
    for (let round = 1; round <= rounds; round += 1) {
      for (const [name, url] of round % 2
        ? [
            ['off', off],
            ['on', on],
          ]
        : [
            ['on', on],
            ['off', off],
          ]) {
        const result = await measure({ name, url: `${url}/articles`, connections, duration, headers: BROWSER_PAGE_HEADERS });
        if (result.non2xx + result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        figures[name].push(result.requestsPerSecond);
        log(
          `tracing cost, round ${round}: tracing ${name}, ${result.requestsPerSecond} req/s (p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms)`,
        );
      }
    }
    const ratio = median(figures.on) / median(figures.off);
    log(
      `tracing cost: list page document loads, ${connections} connections, median of ${rounds}: off ${median(figures.off)} req/s, on ${median(figures.on)} req/s (${Math.round((1 - ratio) * 1000) / 10} % fewer); ${receiver.spans()} spans received`,
    );
  } finally {
    for (const child of children) await stopProcess(child);
    await stack.stop();
    receiver.close();
  }
}

main().catch((error) => {
  log(`tracing cost failed: ${error.message}`);
  process.exit(1);
});
