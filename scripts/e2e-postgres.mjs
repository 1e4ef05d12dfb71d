#!/usr/bin/env node
/**
 * The e2e specs whose outcome depends on the database, again, with cms/ (then the second content model)
 * on a real PostgreSQL server (run by `npm test`). Which specs: DATABASE_SPECS in playwright.config.ts,
 * the rule in docs/testing.md.
 */
import { spawnSync } from 'node:child_process';
import { startPostgres } from '../stack/postgres.mjs';
import { baseEnv, log, stopChildrenOnExit } from '../stack/processes.mjs';

stopChildrenOnExit();
const postgres = await startPostgres();
log(`PostgreSQL at ${postgres.url.replace(/\/\/[^@]*@/, '//')}`);
let status = 1;
try {
  const suite = (args, databaseUrl) =>
    spawnSync('node', ['node_modules/@playwright/test/cli.js', 'test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...baseEnv, E2E_DATABASE_URL: databaseUrl, E2E_DATABASE_SPECS_ONLY: 'true' },
    }).status ?? 1;
  status = suite([], postgres.url);
  // The second content model too, on a database of its own.
  if (status === 0) status = suite(['--config', 'playwright.atlas.config.ts'], postgres.createDatabase('atlas'));
} finally {
  await postgres.stop();
}
process.exit(status);
