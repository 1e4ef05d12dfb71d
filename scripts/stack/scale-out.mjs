/**
 * The documented scale-out on one machine (docs/deployment.md): Redis (Debian's redis-server) as Next's shared
 * cache, bounded (maxmemory, allkeys-lru), and a second, never-evicting one for the sessions; Strapi; two app
 * instances of one process each; nginx (Debian's) in front, round robin. Each Redis can be stopped and started
 * again, keeping its data (its append-only file) or not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildFor, startStack } from './index.mjs';
import { ensureAppBuilt, ensureDebianPackage, freePort, root, startNext, startProcess, stopProcess, waitForHttp } from './processes.mjs';

/** How long nginx skips an instance after it refused a connection (the documented `fail_timeout`). */
export const NGINX_FAIL_TIMEOUT_SECONDS = 1;

function nginxConfig({ dir, port, upstreams, logDir }) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${logDir}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  # nginx closes a client's keep-alive connection after 1,000 requests by default; a load generator
  # that reuses 50 connections then sees the occasional reset (1 in 50,000 requests here).
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream portico {
    # As docs/deployment.md: an instance that refused a connection is skipped for 1 s, not nginx's
    # default 10 s, so that in a rolling restart the instance back up takes traffic again before
    # the next one goes down (with 10 s both were skipped: "no live upstreams", 502).
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_SECONDS}s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://portico;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host "";
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
}

/**
 * A Redis server on a port of its own, its data in `dir` (an append-only file, written at once, so a stop keeps it).
 * @returns {{ url: string, stop(): Promise<void>, start(options?: { keepData?: boolean }): Promise<void>, isUp(): Promise<boolean> }}
 */
function redisServer({ name, port, dir, logDir, limits }) {
  mkdirSync(dir, { recursive: true });
  let child = null;
  const url = `redis://127.0.0.1:${port}`;
  const isUp = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let said = '';
      socket.setTimeout(500, () => socket.destroy());
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        said += chunk;
        if (said.includes('\r\n')) socket.end();
      });
      socket.on('close', () => resolve(said.startsWith('+PONG')));
      socket.on('error', () => resolve(false));
    });
  const server = {
    url,
    isUp,
    async start({ keepData = true } = {}) {
      if (!keepData) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
      }
      child = startProcess(
        name,
        '/usr/bin/redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', ...limits],
        { logFile: path.join(logDir, `${name}.log`) },
      );
      const until = Date.now() + 30_000;
      while (!(await isUp())) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}); see ${logDir}/${name}.log`);
        if (Date.now() > until) throw new Error(`${name} did not answer within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await stopProcess(child);
    },
  };
  return server;
}

/**
 * `instanceEnv`: settings of each instance's own on top (a comparison of two settings under the same load).
 * @param {{ logName: string, withRedis?: boolean, strapiEnv?: Record<string, string>, appEnv?: Record<string, string>,
 *   instanceEnv?: Record<string, string>[] }} options
 */
export async function startScaleOut({ logName, withRedis = true, strapiEnv = {}, appEnv: extraAppEnv = {}, instanceEnv = [] }) {
  ensureDebianPackage('/usr/bin/redis-server', 'redis-server');
  ensureDebianPackage('/usr/sbin/nginx', 'nginx');
  const logDir = path.join(root, 'test-results', 'logs', logName);
  mkdirSync(logDir, { recursive: true });
  const dir = mkdtempSync(path.join(os.tmpdir(), `portico-${logName}-`));
  const [redisPort, sessionRedisPort, nginxPort, portA, portB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const siteUrl = `http://127.0.0.1:${nginxPort}`;
  const children = [];
  let stack;
  let redis = null;
  const stopAll = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    if (redis) await Promise.all([redis.cache.stop(), redis.sessions.stop()]);
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (withRedis) {
      // The cache's Redis bounded by an eviction policy, the sessions' one never evicting (an evicted record of an
      // ended session would let its token through again).
      redis = {
        cache: redisServer({
          name: 'redis',
          port: redisPort,
          dir: path.join(dir, 'redis'),
          logDir,
          limits: ['--maxmemory', '64mb', '--maxmemory-policy', 'allkeys-lru'],
        }),
        sessions: redisServer({
          name: 'redis-sessions',
          port: sessionRedisPort,
          dir: path.join(dir, 'redis-sessions'),
          logDir,
          limits: ['--maxmemory-policy', 'noeviction'],
        }),
      };
      await Promise.all([redis.cache.start(), redis.sessions.start()]);
    }
    stack = await startStack({
      withApp: false,
      faultProxy: false,
      logName,
      // Strapi's webhook goes to the site (nginx), so it reaches whichever instance nginx picks.
      strapiEnv: {
        REVALIDATE_URL: `${siteUrl}/api/revalidate`,
        STRAPI_REQUEST_LOG: 'false',
        REQUEST_RECORD_FILE: '',
        AUTH_RATE_LIMIT_MAX: '100000',
        ...strapiEnv,
      },
    });
    const build = buildFor('cms');
    const appEnv = {
      STRAPI_URL: stack.strapiUrl,
      WEB_URL: siteUrl,
      // One proxy in front (nginx), which overwrites X-Forwarded-For and -Proto.
      TRUSTED_PROXY_HOPS: '1',
      // One process per instance: two instances on two cores, as docs/deployment.md's nginx setup
      // (an instance's own workers share its port instead; measured in bench/README.md).
      WEB_CONCURRENCY: '1',
      ...(redis ? { REDIS_URL: redis.cache.url, SESSION_REDIS_URL: redis.sessions.url } : {}),
      REVALIDATE_SECRET: stack.revalidateSecret,
      AUTH_PROVIDERS: '',
      // The single-instance checks' build: without its site folder the stamp differed, and each switch rebuilt it.
      PORTICO_SITE: build.site,
      ...extraAppEnv,
    };
    ensureAppBuilt({ distDir: build.distDir, site: appEnv.PORTICO_SITE });
    const instances = [portA, portB].map((port, index) => ({
      port,
      url: `http://127.0.0.1:${port}`,
      site: siteUrl,
      logFile: path.join(logDir, `app-${index + 1}.log`),
      env: instanceEnv[index] ?? {},
      child: null,
    }));
    const startInstance = (instance) => {
      instance.child = startNext({
        port: instance.port,
        distDir: build.distDir,
        env: { ...appEnv, ...instance.env },
        logFile: instance.logFile,
      });
      children.push(instance.child);
      return instance.child;
    };
    instances.forEach(startInstance);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConfig({ dir, port: nginxPort, logDir, upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) }),
    );
    const nginx = startProcess('nginx', '/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
      logFile: path.join(logDir, 'nginx.log'),
    });
    children.push(nginx);
    // 200 only: any server answers something, and one on the wrong port must not pass for an instance.
    const healthy = (status) => status === 200;
    await Promise.all([
      ...instances.map((instance) => waitForHttp(`${instance.url}/api/health`, { child: instance.child, ok: healthy })),
      waitForHttp(`${siteUrl}/api/health`, { child: nginx, ok: healthy }),
    ]);
    return { siteUrl, stack, instances, redis, logDir, startInstance, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
