import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, markStartupScripts } from './startup-scripts.mjs';

describe('markStartupScripts', () => {
  let dist: string;
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'startup-scripts-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    for (const name of ['runtime', 'framework', 'page']) {
      writeFileSync(path.join(dist, 'static', 'chunks', `${name}.js`), `(self.T=self.T||[]).push(["${name}"]);`);
    }
    writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/framework.js'] }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the compile hint on the first line of the files every page runs, and on no page chunk', () => {
    expect(markStartupScripts(dist)).toEqual(['static/chunks/runtime.js', 'static/chunks/framework.js']);
    expect(read('static/chunks/framework.js')).toBe('//# allFunctionsCalledOnLoad\n(self.T=self.T||[]).push(["framework"]);');
    expect(read('static/chunks/runtime.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read('static/chunks/page.js')).toBe('(self.T=self.T||[]).push(["page"]);');
  });

  it('changes nothing when run again', () => {
    markStartupScripts(dist);
    expect(markStartupScripts(dist)).toEqual([]);
    expect(read('static/chunks/runtime.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('refuses a folder that is not a Next build', () => {
    writeFileSync(path.join(dist, 'build-manifest.json'), '{}');
    expect(() => markStartupScripts(dist)).toThrow(/no rootMainFiles/);
  });
});
