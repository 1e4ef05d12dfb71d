// @ts-check
/**
 * portico/jsdoc-imports: the import boundaries, for the types plain JavaScript imports in its JSDoc
 * (`@type {import('../x.mjs').T}`). import/no-restricted-paths reads only the code's own imports, so a
 * JSDoc type could tie a lower folder to a higher one unseen. Takes the same zones as that rule.
 */
import path from 'node:path';

const JSDOC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** @param {string} inner @param {string} outer */
const inside = (inner, outer) => inner === outer || inner.startsWith(`${outer}${path.sep}`);

/** @type {import('eslint').Rule.RuleModule} */
const jsdocImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries for types imported in JSDoc comments' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: { type: 'array', items: { type: 'object' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath = context.cwd, zones = [] } = context.options[0] ?? {};
    const file = context.filename;
    const resolved = zones.map((/** @type {{ target: string[], from: string[], message?: string }} */ zone) => ({
      targets: [zone.target].flat().map((target) => path.resolve(basePath, target)),
      froms: [zone.from].flat().map((from) => path.resolve(basePath, from)),
      message: zone.message ?? '',
    }));
    const applying = resolved.filter((zone) => zone.targets.some((target) => inside(file, target)));
    if (applying.length === 0) return {};
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const match of comment.value.matchAll(JSDOC_IMPORT)) {
            const spec = match[1];
            const target = spec.startsWith('.')
              ? path.resolve(path.dirname(file), spec)
              : spec.startsWith('@/')
                ? path.resolve(basePath, spec.slice(2))
                : null;
            if (!target) continue;
            const zone = applying.find((candidate) => candidate.froms.some((from) => inside(target, from)));
            if (zone) {
              context.report({
                loc: comment.loc ?? { line: 1, column: 0 },
                message: `A JSDoc type imports '${spec}': ${zone.message}`,
              });
            }
          }
        }
      },
    };
  },
};

export default jsdocImports;
