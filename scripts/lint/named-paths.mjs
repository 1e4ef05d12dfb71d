/**
 * The repository paths that comments and documents name, and those of them that do not exist: a comment or a doc that
 * points at a moved file sends its reader nowhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The repository's top folders: a word that starts with one of them and a slash is read as a path. */
const TOP = ['app', 'components', 'lib', 'server', 'sites', 'plugin', 'cms', 'messages', 'public', 'docs', 'scripts', 'tests', 'bench'];
const PATH = new RegExp(`(?<![\\w./@~:-])(?:\\.\\./)*((?:${TOP.join('|')})/[\\w./\\[\\]()@+-]*)([*<{]?)`, 'g');
const CODE = /\.(ts|tsx|mjs|js|cjs|mts)$/;
/** Kept exactly as given, with the folder names of the time they were written. */
const AS_GIVEN = new Set(['docs/spec.md', 'docs/design-card.md']);
/** Places a path is written as an example of what a developer or a run makes, not as one of ours. */
const MADE_BY_A_RUN = /(^|\/)(node_modules|dist|build|\.tmp|\.strapi|types\/generated|results|\.env)(\/|$)/;
/** The site folder the docs' recipes have a site owner make. */
const EXAMPLES = new Set(['sites/mysite']);

/** Comments of a source file: `//` to the end of the line and block comments, not `://` in a URL. */
function commentsOf(text) {
  return [...text.matchAll(/(?<![:'"`\w])\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
}

/** Relative links of a markdown file: `[text](target)`, targets that are not addresses or anchors. */
function linksOf(text) {
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/.test(target));
}

function tracked() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

/** A path as written, without what follows it in prose (a colon and a line, a closing parenthesis, a full stop). */
function trimmed(written) {
  let named = written.split('](')[0].replace(/[.,;:]+$/, '');
  const count = (char) => named.split(char).length - 1;
  while ((named.endsWith(')') && count(')') > count('(')) || (named.endsWith(']') && count(']') > count('['))) {
    named = named.slice(0, -1).replace(/[.,;:]+$/, '');
  }
  return named.replace(/\($/, '');
}

/** As written or as an import names it (without its extension), from the root or from a folder above the file (cms/'s own). */
function exists(candidate, file) {
  const bases = [];
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) bases.push(dir);
  return ['.', ...bases].some((base) =>
    ['', '.ts', '.tsx', '.mjs', '.js'].some((extension) => existsSync(path.join(root, base, candidate + extension))),
  );
}

/** @returns {{ file: string, named: string }[]} the named paths that are not there */
export function missingPaths() {
  const missing = [];
  for (const file of tracked()) {
    if (AS_GIVEN.has(file) || file.includes('/fixtures/')) continue;
    const isDoc = file.endsWith('.md');
    if (!isDoc && !CODE.test(file)) continue;
    if (!existsSync(path.join(root, file))) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const parts = isDoc ? [text] : commentsOf(text);
    for (const part of parts) {
      for (const match of part.matchAll(PATH)) {
        const named = trimmed(match[1]);
        // A pattern (`*.spec.ts`, `<name>`, `{a,b}`) names many files or none yet.
        if (match[2] || MADE_BY_A_RUN.test(named) || EXAMPLES.has(named)) continue;
        if (!exists(named, file)) missing.push({ file, named });
      }
    }
    if (isDoc) {
      for (const target of linksOf(text)) {
        if (!existsSync(path.join(root, path.dirname(file), decodeURIComponent(target)))) missing.push({ file, named: target });
      }
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingPaths();
  if (process.argv.includes('--json')) console.log(JSON.stringify(missing));
  else {
    for (const { file, named } of missing) console.log(`${file}: ${named}`);
    console.log(`${missing.length} named paths missing`);
  }
}
