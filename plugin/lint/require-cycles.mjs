// @ts-check
/**
 * portico-guard/no-require-cycle: no circle of require() calls. import/no-cycle reads only ES modules and passes
 * every CommonJS file unread, so the plugin's requires are followed here: each relative `require('…')` with a
 * literal path, the files it reaches read with the linted file's parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** @type {Map<string, { mtime: number, requires: string[] }>} */
const read = new Map();

/** @param {import('estree').Node} node @param {(node: any) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of [value].flat()) if (child && typeof child === 'object' && typeof child.type === 'string') walk(child, visit);
  }
}

/** The relative paths a file requires, each with its node. @param {import('estree').Program} ast */
function requiresIn(ast) {
  /** @type {{ specifier: string, node: any }[]} */
  const found = [];
  walk(ast, (node) => {
    const [argument] =
      node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'require' ? node.arguments : [];
    if (argument?.type === 'Literal' && typeof argument.value === 'string' && argument.value.startsWith('.'))
      found.push({ specifier: argument.value, node });
  });
  return found;
}

/** @param {string} from @param {string} specifier */
function resolved(from, specifier) {
  try {
    const file = createRequire(from).resolve(specifier);
    return file.endsWith('.js') ? file : null;
  } catch {
    return null;
  }
}

/**
 * The files `file` requires, read from disk with the linted file's parser, and kept while unchanged.
 * @param {string} file @param {(text: string) => any} parse
 */
function requiresOf(file, parse) {
  const mtime = fs.statSync(file).mtimeMs;
  const known = read.get(file);
  if (known?.mtime === mtime) return known.requires;
  /** @type {string[]} */
  let requires = [];
  try {
    requires = requiresIn(parse(fs.readFileSync(file, 'utf8'))).flatMap(({ specifier }) => resolved(file, specifier) ?? []);
  } catch {
    // A file that does not parse is another rule's to report.
  }
  read.set(file, { mtime, requires });
  return requires;
}

/**
 * A route of files from `start` back to `target`, or null.
 * @param {string} start @param {string} target @param {(text: string) => any} parse
 */
function routeBack(start, target, parse) {
  const seen = new Set();
  const stack = [[start]];
  while (stack.length) {
    const route = /** @type {string[]} */ (stack.pop());
    const last = /** @type {string} */ (route.at(-1));
    if (last === target) return route;
    if (seen.has(last)) continue;
    seen.add(last);
    for (const next of requiresOf(last, parse)) stack.push([...route, next]);
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noRequireCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of CommonJS require() calls' },
    schema: [],
    messages: { cycle: 'A circle of requires: {{route}}.' },
  },
  create(context) {
    const file = context.filename;
    const { parser, ecmaVersion, sourceType } = /** @type {any} */ (context.languageOptions);
    /** @param {string} text */
    const parse = (text) => {
      const options = { ecmaVersion, sourceType, range: true, loc: true };
      return parser.parseForESLint ? parser.parseForESLint(text, options).ast : parser.parse(text, options);
    };
    return {
      Program(program) {
        for (const { specifier, node } of requiresIn(/** @type {any} */ (program))) {
          const target = resolved(file, specifier);
          const route = target && target !== file ? routeBack(target, file, parse) : null;
          if (!route) continue;
          const names = [file, ...route].map((step) => path.relative(path.dirname(file), step) || path.basename(step));
          context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
        }
      },
    };
  },
};

const requireCycles = { rules: { 'no-require-cycle': noRequireCycle } };

export default requireCycles;
