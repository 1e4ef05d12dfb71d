import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes each test's duration to test-results/timings.jsonl (one JSON line a test), with the leg it
 * ran in (the content model, the database, and the generic site when no site folder is built), so that `npm test` can print the slowest specs at the
 * end of its table and growth shows (tests/run.mjs).
 */
export const TIMINGS_FILE = path.join('test-results', 'timings.jsonl');

export default class TimingsReporter implements Reporter {
  private leg = '';

  onBegin(config: FullConfig) {
    const model = config.configFile?.includes('atlas') ? 'second model' : 'demo model';
    const database = process.env.E2E_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    const site = process.env.PORTICO_SITE === '' ? ', generic site' : '';
    const passkeys = config.configFile?.includes('passkeys') ? ', localhost' : '';
    this.leg = `${model}, ${database}${site}${passkeys}`;
    mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const line = { leg: this.leg, file, title: test.titlePath().slice(3).join(' › '), status: result.status, ms: result.duration };
    appendFileSync(TIMINGS_FILE, `${JSON.stringify(line)}\n`);
  }
}
