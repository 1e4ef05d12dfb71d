#!/usr/bin/env node
/**
 * `node bench/ops-cost.mjs [rounds] [seconds] [base-commit]`: what issue 27's request log, request
 * ids and metrics cost on the benchmark's signed-out document load (the list page, as Chromium
 * asks for it, 10 connections), side by side in one run.
 *
 * One stack (Strapi, one build of the app); two app instances on it, one app process each:
 * - "after": the page server as it is (server/), logging every request at info, counting it;
 * - "before": the page server of `base-commit` (default: the commit before issue 27's logs and
 *   metrics), started from that commit's server/ files, put in place only while it starts and
 *   restored at once (they are read when the process starts; the Next build is the same).
 * - "quiet": "after" with LOG_LEVEL=silent (ids and metrics without the log lines), to tell the
 *   two costs apart.
 * Each round measures all three, in a rotating order, so drifts of this shared machine hit them
 * alike. Prints each round, each round's ratios and the ratios of the medians, of requests per
 * second and of the CPU time each app process spent per request (read from /proc: on a machine
 * shared with other work, the steadier of the two).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStack } from '../stack/index.mjs';
import { log, root, stopChildrenOnExit } from '../stack/processes.mjs';
import { BROWSER_PAGE_HEADERS, measure } from './lib/load.mjs';

const rounds = Number(process.argv[2] || 3);
const seconds = Number(process.argv[3] || 10);
const base = process.argv[4] || '64d341d';

/** The files under server/ that differ from `base`: their base contents (null when base had none). */
function baseServerFiles() {
  // Modified since base (files new since then are never imported by base's server).
  const changed = execFileSync('git', ['diff', '--name-only', '--diff-filter=M', base, '--', 'server/'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return changed.map((file) => ({
    file: path.join(root, file),
    contents: execFileSync('git', ['show', `${base}:${file}`], { cwd: root, encoding: 'utf8' }),
  }));
}

/** Starts an instance from base's server/ files, restoring the working files whatever happens. */
async function startBaseInstance(stack, env) {
  const files = baseServerFiles();
  const saved = files.map(({ file }) => ({ file, current: readFileSync(file) }));
  try {
    for (const { file, contents } of files) writeFileSync(file, contents);
    return await stack.startAppInstance(env);
  } finally {
    for (const { file, current } of saved) writeFileSync(file, current);
  }
}

/** The clock ticks (utime + stime, /proc/<pid>/stat) a process has used; 100 a second on Linux. */
const TICK_US = 10_000;
function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

stopChildrenOnExit();
const stack = await startStack({
  logName: 'ops-cost',
  withApp: true,
  faultProxy: false,
  strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
});
try {
  const env = { WEB_CONCURRENCY: '1', TRUSTED_PROXY_HOPS: '0' };
  const after = await stack.startAppInstance(env);
  const gitStatus = () => execFileSync('git', ['diff', '--stat', 'HEAD', '--', 'server/'], { cwd: root, encoding: 'utf8' });
  const status = gitStatus();
  const before = await startBaseInstance(stack, env);
  if (gitStatus() !== status) throw new Error(`server/ not restored:\n${gitStatus()}`);
  const quiet = await stack.startAppInstance({ ...env, LOG_LEVEL: 'silent' });
  const instances = [
    ['before', before],
    ['after', after],
    ['quiet', quiet],
  ];
  const figures = { before: [], after: [], quiet: [] };
  /** CPU time (µs) each instance's process spent per request: what others on this machine take does not count. */
  const cpu = { before: [], after: [], quiet: [] };
  for (const [name, instance] of instances)
    await measure({ name, url: `${instance.url}/articles`, connections: 10, duration: 2, headers: BROWSER_PAGE_HEADERS, warmup: 0 });
  for (let round = 0; round < rounds; round += 1) {
    const order = [...instances.slice(round % 3), ...instances.slice(0, round % 3)];
    for (const [name, instance] of order) {
      const ticksBefore = cpuTicks(instance.child.pid);
      const result = await measure({
        name,
        url: `${instance.url}/articles`,
        connections: 10,
        duration: seconds,
        headers: BROWSER_PAGE_HEADERS,
        warmup: 0,
      });
      cpu[name].push(((cpuTicks(instance.child.pid) - ticksBefore) * TICK_US) / result.total);
      if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      figures[name].push(result.requestsPerSecond);
      log(
        `round ${round + 1} ${name}: ${result.requestsPerSecond} req/s, ${cpu[name].at(-1).toFixed(0)} µs CPU per request, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
      );
    }
  }
  log(`req/s: ${JSON.stringify(figures)}`);
  const each = (name) => figures[name].map((value, index) => (value / figures.before[index]).toFixed(3)).join(', ');
  log(`each round, after / before: ${each('after')}; quiet / before: ${each('quiet')}`);
  for (const name of ['after', 'quiet']) {
    const ratio = median(figures[name]) / median(figures.before);
    log(`${name} / before, req/s (medians): ${ratio.toFixed(3)}`);
  }
  log(
    `CPU µs per request: ${JSON.stringify(Object.fromEntries(Object.entries(cpu).map(([name, values]) => [name, values.map((value) => Math.round(value))])))}`,
  );
  for (const name of ['after', 'quiet']) {
    const ratio = median(cpu[name]) / median(cpu.before);
    log(`${name} / before, CPU per request (medians): ${ratio.toFixed(3)} (${((ratio - 1) * 100).toFixed(1)} % more)`);
  }
} finally {
  await stack.stop();
}
