// @ts-check
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// V8's explicit compile hint (Chromium 136+; other engines read a comment). A bundler wraps every module in a
// function, which V8 compiles lazily on the main thread when it first runs: on a phone, hydration's longest task.
// With the hint V8 compiles the whole file while it streams in, off the main thread.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the framework's files that every page runs at load (the build manifest's `rootMainFiles`); a page's own
 * chunks are left lazy, since much of them runs only on a tap. Run after `next build`; a second run changes nothing.
 * @param {string} distDir
 * @returns {string[]} the files marked now
 */
export function markStartupScripts(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {string[]} */
  const files = manifest.rootMainFiles ?? [];
  if (!files.length) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles: is it a Next app build?`);
  const marked = [];
  for (const file of files) {
    const at = path.join(distDir, file);
    if (!file.endsWith('.js') || !existsSync(at)) continue;
    const source = readFileSync(at, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(at, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Only here: the stack imports this module and builds into directories of its own.
  import('../shared/settings.mjs').then(({ nextDistDir }) => {
    console.log(`compile hint on ${markStartupScripts(nextDistDir).length} startup script(s) in ${nextDistDir}`);
  });
}
