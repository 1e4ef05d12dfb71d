import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';

/** Lints `name` of a folder made of `files`, with the rule alone. */
async function lint(files: Record<string, string>, name: string) {
  const { default: requireCycles } = await import('./require-cycles.mjs');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'require-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  const config = [
    {
      files: ['**/*.js'],
      languageOptions: { sourceType: 'commonjs' as const },
      plugins: { 'portico-guard': requireCycles },
      rules: { 'portico-guard/no-require-cycle': 'error' as const },
    },
  ];
  const file = path.join(folder, name);
  return new Linter({ cwd: folder }).verify(fs.readFileSync(file, 'utf8'), config, file).map((message) => message.message);
}

describe('portico-guard/no-require-cycle', () => {
  it('names a circle of requires, however long, from each file on it', async () => {
    const files = {
      'a.js': "const b = require('./b');\nmodule.exports = b;\n",
      'b.js': "const c = require('./deeper/c.js');\nmodule.exports = c;\n",
      'deeper/c.js': "module.exports = () => require('../a');\n",
    };
    expect(await lint(files, 'a.js')).toEqual(['A circle of requires: a.js → b.js → deeper/c.js → a.js.']);
    expect(await lint(files, 'deeper/c.js')).toEqual(['A circle of requires: c.js → ../a.js → ../b.js → c.js.']);
  });

  it('passes requires that run one way, packages and paths it cannot resolve', async () => {
    const files = {
      'a.js':
        "const b = require('./b');\nconst fs = require('node:fs');\nconst gone = require('./gone');\nmodule.exports = { b, fs, gone };\n",
      'b.js': "const c = require('./c');\nmodule.exports = c;\n",
      'c.js': "module.exports = require(`./${'a'}`);\n",
    };
    expect(await lint(files, 'a.js')).toEqual([]);
    expect(await lint(files, 'c.js')).toEqual([]);
  });
});
