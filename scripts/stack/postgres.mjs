/**
 * A throwaway PostgreSQL server for the test run: Debian's postgresql package, initdb into a
 * temporary folder, on a free 127.0.0.1 port, stopped and deleted afterwards. PostgreSQL refuses
 * to run as root, so as root it runs as the `postgres` user the package creates. It can also be
 * restarted on the same data and port (`stopServer`, `startServer`), as an operator's
 * `pg_ctl restart -m fast` would: the database-restart check (tests/system/db-restart-test.mjs).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, installDebianPackage, root, startProcess, stopProcess } from './processes.mjs';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/** Whether Debian's PostgreSQL server is installed. */
export const postgresInstalled = () => Boolean(binDir());

export function ensurePostgresInstalled() {
  if (!binDir()) installDebianPackage('postgresql', 'The PostgreSQL server');
  return binDir();
}

const asRoot = process.getuid?.() === 0;
const asPostgres = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`PostgreSQL did not listen on ${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

export async function startPostgres() {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const [initCommand, initArgs] = asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'portico',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const logFile = path.join(root, 'test-results', 'logs', 'postgres.log');
  // Durability off: a database that lives for one test run.
  const launch = () => {
    const [command, args] = asPostgres(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ]);
    return startProcess('postgres', command, args, { logFile });
  };
  let server = launch();
  await waitForPort(port);
  /** An empty database on this server, for one Strapi: answers its URL. */
  const createDatabase = (name) => {
    const [createCommand, createArgs] = asPostgres(path.join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'portico',
      name,
    ]);
    execFileSync(createCommand, createArgs, { stdio: 'ignore' });
    return `postgres://portico@127.0.0.1:${port}/${name}`;
  };
  return {
    url: createDatabase('portico'),
    createDatabase,
    /** Whether the server accepts connections now (pg_isready: up and past recovery, not only listening). */
    isReady() {
      const args = ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'portico', '-t', '1'];
      return new Promise((resolve) => execFile(path.join(bin, 'pg_isready'), args, (error) => resolve(!error)));
    },
    /**
     * Stops the server as `pg_ctl stop -m fast` does (open sessions are ended, in-flight queries
     * fail), and waits until it is gone. The data stays.
     */
    async stopServer() {
      const [stopCommand, stopArgs] = asPostgres(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
      await new Promise((resolve, reject) => execFile(stopCommand, stopArgs, (error) => (error ? reject(error) : resolve())));
      await stopProcess(server);
    },
    /** Starts it again on the same data directory and port; resolves once it listens. */
    async startServer() {
      server = launch();
      await waitForPort(port);
    },
    async stop() {
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
