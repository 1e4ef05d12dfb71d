/**
 * A small HTTP endpoint in the Playwright runner, so that specs (which run in workers) can break
 * the stack on purpose: POST /fault/{pass|slow|error}?delayMs=&health=pass (Strapi's /_health still
 * answers), POST /strapi/stop, POST /strapi/start, POST /logs/flush (the processes' output, written
 * to their log files now),
 * GET /app (the app process's pid and whether it is still running), POST /workers/start (another
 * app instance on this stack, with WEB_CONCURRENCY=2: its address, its primary's pid and its
 * workers' pids), GET /workers (the pids again), POST /workers/stop. POST /instances/start (a JSON
 * object of settings as the body: another app instance with them, answered at once, before it is
 * up: its address and pid), GET /instances/{pid} (whether it still runs, its exit code and signal),
 * POST /instances/{pid}/stop.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { flushLogs, freePort } from '../../../scripts/stack/processes.mjs';

/** The processes a process started (its cluster's workers). @param {number} pid */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export async function startControl(stack) {
  const port = await freePort();
  /** @type {Awaited<ReturnType<typeof stack.startAppInstance>> | null} */
  let workers = null;
  /** Instances started through /instances, by pid. */
  const instances = new Map();
  const describeWorkers = () => ({ url: workers?.url, pid: workers?.child.pid, workers: workers ? childrenOf(workers.child.pid) : [] });
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://control');
    try {
      const [, area, action] = url.pathname.split('/');
      if (area === 'fault' && request.method === 'POST' && stack.fault)
        stack.fault.setMode(action, Number(url.searchParams.get('delayMs') || 0), {
          healthPasses: url.searchParams.get('health') === 'pass',
        });
      else if (area === 'strapi' && action === 'stop') await stack.stopStrapi();
      else if (area === 'strapi' && action === 'start') await stack.startStrapiAgain();
      else if (area === 'logs' && action === 'flush') flushLogs();
      else if (area === 'instances') {
        let answer;
        if (action === 'start' && request.method === 'POST') {
          let text = '';
          for await (const chunk of request) text += chunk;
          const instance = await stack.startAppInstance(text ? JSON.parse(text) : {}, { wait: false });
          instances.set(instance.child.pid, instance);
          answer = { url: instance.url, pid: instance.child.pid };
        } else {
          const instance = instances.get(Number(action));
          if (!instance) throw new Error(`no instance ${action}`);
          if (url.pathname.endsWith('/stop')) await instance.stop();
          const exit = instance.child.exitInfo;
          answer = { running: !exit, code: exit?.code ?? null, signal: exit?.signal ?? null };
        }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
        return;
      } else if (area === 'workers') {
        if (action === 'start' && !workers) workers = await stack.startAppInstance({ WEB_CONCURRENCY: '2' });
        if (action === 'stop') {
          await workers?.stop();
          workers = null;
        }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(describeWorkers()));
        return;
      } else if (area !== 'app') throw new Error(`unknown control ${url.pathname}`);
      const app = stack.appProcess();
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ ok: true, app: { pid: app?.pid, running: app?.exitCode === null } }));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await workers?.stop();
      for (const instance of instances.values()) await instance.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
