/**
 * A throwaway PostgreSQL server for the test run: Debian's postgresql package, initdb into a
 * temporary folder, on a free 127.0.0.1 port, stopped and deleted afterwards. PostgreSQL refuses
 * to run as root, so as root it runs as the `postgres` user the package creates.
 */
import { execFileSync } from 'node:child_process';
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
  // Durability off: a database that lives for one test run.
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
  const server = startProcess('postgres', command, args, { logFile: path.join(root, 'test-results', 'logs', 'postgres.log') });
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
    async stop() {
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
