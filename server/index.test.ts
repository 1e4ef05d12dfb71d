import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** `npm run serve`'s entry with only `env` (and PATH) in its environment. */
function serve(env: Record<string, string>) {
  return spawnSync(process.execPath, ['server/index.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('the page server refuses to start on a bad setting', () => {
  it('stops on a value its setting refuses, naming it and what it accepts, before Next loads', () => {
    const { status, stderr, stdout } = serve({ PAGE_STORE_MB: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toContain('PAGE_STORE_MB="abc" is not valid: PAGE_STORE_MB accepts a number of megabytes of 1 or more');
    // Nothing was started: the logger, which loads with the app, wrote no line.
    expect(stdout).toBe('');
  });

  it('stops on a misspelt name, naming the setting it looks like', () => {
    const { status, stderr, stdout } = serve({ STRAPI_URLL: 'http://x' });
    expect(status).toBe(1);
    expect(stderr).toContain('STRAPI_URLL is not a Portico setting: did you mean STRAPI_URL?');
    expect(stdout).toBe('');
  });
});
