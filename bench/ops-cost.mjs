#!/usr/bin/env node
/**
 * `node bench/ops-cost.mjs [rounds] [seconds]`: what issue 27's request ids, request log, metrics
 * and traces cost on the benchmark's signed-out document load (the list page, as Chromium asks for
 * it, 10 connections), side by side in one run (docs/operations.md, "What it costs").
 *
 * One stack (Strapi, one build of the app); four app instances on it, one app process each, the
 * same code with different settings:
 * - "off": OBSERVE_REQUESTS=false, no request id, request line, request metrics or request
 *   context: the baseline;
 * - "on": as a site runs it (ids, a JSON line per request at info, metrics; no tracing);
 * - "quiet": "on" with LOG_LEVEL=silent (ids and metrics without the lines), to tell the costs apart;
 * - "traced": "on" with OTEL_EXPORTER_OTLP_ENDPOINT set, its spans sent to an OTLP/HTTP receiver
 *   in this process (it counts them and answers 200, as a collector would).
 * Each round measures all four, in a rotating order, so drifts of this shared machine hit them
 * alike. Prints each round and the ratios of the medians to "off": requests per second, and the
 * CPU time each app process spent per request (read from /proc: on a machine shared with other
 * work, the steadier of the two).
 */
import http from 'node:http';
import { startStack } from '../scripts/stack/index.mjs';
import { log, stopChildrenOnExit } from '../scripts/stack/processes.mjs';
import { BROWSER_PAGE_HEADERS, cpuTicks, measure, median, TICK_US } from '../tests/harness/load.mjs';

const rounds = Number(process.argv[2] || 3);
const seconds = Number(process.argv[3] || 10);
/** As the benchmark's document scenarios: a returning browser sends back its locale cookie. */
const headers = { ...BROWSER_PAGE_HEADERS, Cookie: 'portico_locale=en' };

/** An OTLP/HTTP receiver: counts the spans it is sent. */
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

stopChildrenOnExit();
const receiver = await startReceiver();
const stack = await startStack({
  logName: 'ops-cost',
  withApp: true,
  faultProxy: false,
  strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
});
try {
  const env = { WEB_CONCURRENCY: '1', TRUSTED_PROXY_HOPS: '0' };
  const instances = [
    ['off', await stack.startAppInstance({ ...env, OBSERVE_REQUESTS: 'false' })],
    ['on', await stack.startAppInstance(env)],
    ['quiet', await stack.startAppInstance({ ...env, LOG_LEVEL: 'silent' })],
    ['traced', await stack.startAppInstance({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url })],
  ];
  const figures = Object.fromEntries(instances.map(([name]) => [name, []]));
  /** CPU time (µs) each instance's process spent per request: what others on this machine take does not count. */
  const cpu = Object.fromEntries(instances.map(([name]) => [name, []]));
  for (const [name, instance] of instances)
    await measure({ name, url: `${instance.url}/articles`, connections: 10, duration: 2, headers, warmup: 0 });
  for (let round = 0; round < rounds; round += 1) {
    const order = [...instances.slice(round % instances.length), ...instances.slice(0, round % instances.length)];
    for (const [name, instance] of order) {
      const ticksBefore = cpuTicks(instance.child.pid);
      const result = await measure({ name, url: `${instance.url}/articles`, connections: 10, duration: seconds, headers, warmup: 0 });
      cpu[name].push(((cpuTicks(instance.child.pid) - ticksBefore) * TICK_US) / result.total);
      if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      figures[name].push(result.requestsPerSecond);
      log(
        `round ${round + 1} ${name}: ${result.requestsPerSecond} req/s, ${cpu[name].at(-1).toFixed(1)} µs CPU per request, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
      );
    }
  }
  log(`req/s: ${JSON.stringify(figures)}`);
  log(
    `CPU µs per request: ${JSON.stringify(Object.fromEntries(Object.entries(cpu).map(([name, values]) => [name, values.map((value) => Math.round(value * 10) / 10)])))}`,
  );
  for (const name of ['on', 'quiet', 'traced']) {
    const speed = median(figures[name]) / median(figures.off);
    const work = median(cpu[name]) / median(cpu.off);
    log(
      `${name} / off: ${speed.toFixed(3)}x the requests per second (${((1 - speed) * 100).toFixed(1)} % fewer), ${work.toFixed(3)}x the CPU per request (${((work - 1) * 100).toFixed(1)} % more)`,
    );
  }
  log(`${receiver.spans()} spans received from "traced"`);
} finally {
  await stack.stop();
  receiver.close();
}
