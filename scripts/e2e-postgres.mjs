#!/usr/bin/env node
/** The whole e2e suite again, with cms/ on a real PostgreSQL server (run by `npm test`). */
import { spawnSync } from 'node:child_process';
import { startPostgres } from '../stack/postgres.mjs';
import { baseEnv, log, stopChildrenOnExit } from '../stack/processes.mjs';

stopChildrenOnExit();
const postgres = await startPostgres();
log(`PostgreSQL at ${postgres.url.replace(/\/\/[^@]*@/, '//')}`);
let status = 1;
try {
  const result = spawnSync('node', ['node_modules/@playwright/test/cli.js', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, E2E_DATABASE_URL: postgres.url },
  });
  status = result.status ?? 1;
} finally {
  await postgres.stop();
}
process.exit(status);
