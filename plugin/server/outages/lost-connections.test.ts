import { spawnSync } from 'node:child_process';
import path from 'node:path';

const modulePath = path.join(__dirname, 'lost-connections.js');

/** A Node process with the handler registered, in which `reason` is rejected with nothing waiting for it. */
function rejectInProcess(reason: string) {
  const script = `
    const { surviveLostConnections } = require(${JSON.stringify(modulePath)});
    surviveLostConnections({ log: { warn: (message) => console.log('warned: ' + message) } });
    Promise.reject(${reason});
    setTimeout(() => console.log('still running'), 100);
  `;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
}

describe('surviveLostConnections', () => {
  it('keeps Strapi running when a query nobody waited for fails because PostgreSQL ended the connection', () => {
    const run = rejectInProcess(
      `Object.assign(new Error('select distinct "t0".* from "files" - terminating connection due to administrator command'), { code: '57P01' })`,
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('warned: A query nothing waited for failed when the database ended its connection');
    expect(run.stdout).toContain('still running');
  });

  it('also for a socket that closed under the query', () => {
    const run = rejectInProcess(`new Error('Connection terminated unexpectedly')`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still running');
  });

  it('still ends the process for any other unhandled rejection, as Node does', () => {
    const run = rejectInProcess(`new TypeError('a bug in a plugin')`);
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('still running');
    expect(run.stderr).toContain('a bug in a plugin');
  });
});
