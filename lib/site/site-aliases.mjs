// @ts-check
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GENERIC = 'components/site/generic';
const ENTRIES = /** @type {const} */ ([
  ['@site/site', ['site.ts', 'site.tsx']],
  ['@site/views', ['views.tsx', 'views.ts']],
  ['@site/theme.css', ['theme.css']],
]);

/**
 * The build's aliases: each entry the site folder has, else the generic site's. A folder that is not one stops the build.
 * @param {string} folder
 * @returns {Record<string, string>}
 */
export function siteAliases(folder) {
  const dir = folder ? path.resolve(root, folder) : path.join(root, GENERIC);
  if (!dir.startsWith(root) || !existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`PORTICO_SITE=${folder}: not a folder inside ${root} (a site folder such as sites/demo, or unset for the generic site).`);
    process.exit(1);
  }
  /** @type {Record<string, string>} */
  const aliases = {};
  /** @param {string} where @param {readonly string[]} names */
  const find = (where, names) => names.map((name) => path.join(where, name)).find((file) => existsSync(file));
  for (const [alias, names] of ENTRIES) {
    const file = find(dir, names) ?? find(path.join(root, GENERIC), names);
    if (file) aliases[alias] = `./${path.relative(root, file).split(path.sep).join('/')}`;
  }
  return aliases;
}
