// @ts-check
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// V8's explicit compile hint: the framework's files are compiled while they stream in, off the main thread, rather
// than lazily on it when first run (on a phone, hydration's longest task).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The framework's files every page runs at load; a page's own chunks stay lazy. Idempotent, after `next build`.
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
