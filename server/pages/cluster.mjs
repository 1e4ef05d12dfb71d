// @ts-check
import cluster from 'node:cluster';
import { shutdownTimeoutSeconds } from '../shared/settings.mjs';
import { memoryStore } from '../process/shared-store.mjs';
import { createClusterMetrics } from '../observability/metrics.mjs';
import { EXPIRE_MESSAGE, METRICS_MESSAGE, METRICS_REPLY, STORE_MESSAGE, STORE_REPLY } from '../process/worker-messages.mjs';

/** The primary serves nothing itself; it holds what must count on every worker at once. @param {number} count */
export function runPrimary(count) {
  /** @type {Map<string, import('../process/shared-store.mjs').SharedStore>} */
  const stores = new Map();
  let stopping = false;
  let cut = false;
  const clusterMetrics = createClusterMetrics();

  /** @param {import('node:cluster').Worker} worker @param {any} message */
  function onMessage(worker, message) {
    if (message?.type === EXPIRE_MESSAGE) {
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker && other.isConnected()) other.send(message);
    } else if (message?.type === STORE_MESSAGE) {
      const { id, purpose, operation, args } = message;
      let store = stores.get(purpose);
      if (!store) stores.set(purpose, (store = memoryStore(purpose === 'revocations' ? 1_000_000 : 100_000)));
      Promise.resolve()
        .then(() => /** @type {any} */ (store)[operation](...args))
        .then(
          (value) => worker.isConnected() && worker.send({ type: STORE_REPLY, id, value: value ?? null }),
          (error) => worker.isConnected() && worker.send({ type: STORE_REPLY, id, error: String(error?.message ?? error) }),
        );
    } else if (message?.type === METRICS_MESSAGE) {
      const { id } = message;
      clusterMetrics
        .then((metrics) => metrics.gather())
        .then(
          (text) => worker.isConnected() && worker.send({ type: METRICS_REPLY, id, text }),
          (error) => worker.isConnected() && worker.send({ type: METRICS_REPLY, id, error: String(error?.message ?? error) }),
        );
    }
  }

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message) => onMessage(worker, message));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) cut = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(cut ? 1 : 0);
      return;
    }
    console.error(`[portico] worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`);
    // After a moment: a SIGTERM sent to the whole group may reach a worker before this process.
    setTimeout(() => {
      if (!stopping) fork();
    }, 100);
  });

  for (let index = 0; index < count; index += 1) fork();
  console.log(`[portico] ${count} workers`);

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    // Each worker gives its requests SHUTDOWN_TIMEOUT_SECONDS; a few seconds past that, leave anyway.
    setTimeout(() => process.exit(1), (shutdownTimeoutSeconds + 5) * 1000).unref();
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop);
}
