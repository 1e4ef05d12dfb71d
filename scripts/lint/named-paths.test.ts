import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The checker runs as Node runs it (plain ESM, reading git's list of files), as a reader follows a path. */
function missing(): { file: string; named: string }[] {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/lint/named-paths.mjs'), '--json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('paths named in comments and documents', () => {
  it('each exists', () => {
    expect(missing()).toEqual([]);
  });
});
