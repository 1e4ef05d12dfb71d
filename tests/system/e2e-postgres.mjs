#!/usr/bin/env node
/**
 * The e2e tests whose outcome depends on the database, again, on a real PostgreSQL server (run by
 * `npm test`): `node tests/system/e2e-postgres.mjs [atlas|cms]`, the second content model or cms/, both
 * without an argument. Which tests: those tagged `@database` (E2E_DATABASE_SPECS_ONLY makes the
 * Playwright configs select them), the rule in docs/testing.md. cms/'s run on Portico's generic site
 * (a build with no site folder, `.next-generic`), so they prove the core without the demo's views and
 * words too.
 */
import { spawnSync } from 'node:child_process';
import { startPostgres } from '../../scripts/stack/postgres.mjs';
import { baseEnv, log, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

const only = process.argv[2];
if (only && !['atlas', 'cms'].includes(only)) throw new Error(`usage: node tests/system/e2e-postgres.mjs [atlas|cms], not ${only}`);

stopChildrenOnExit();
const postgres = await startPostgres();
log(`PostgreSQL at ${postgres.url.replace(/\/\/[^@]*@/, '//')}`);
let status = 0;
try {
  const suite = (args, databaseUrl, env = {}) =>
    spawnSync('node', ['node_modules/@playwright/test/cli.js', 'test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...baseEnv, E2E_DATABASE_URL: databaseUrl, E2E_DATABASE_SPECS_ONLY: 'true', ...env },
    }).status ?? 1;
  if (only !== 'cms') status = suite(['--config', 'playwright.atlas.config.ts'], postgres.createDatabase('atlas'));
  if (status === 0 && only !== 'atlas') status = suite([], postgres.url, { PORTICO_SITE: '' });
} finally {
  await postgres.stop();
}
process.exit(status);
