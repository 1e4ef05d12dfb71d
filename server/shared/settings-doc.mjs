// @ts-check
// The configuration doc's tables of settings, made from the schema so the two cannot disagree.
import { defaultText, SETTINGS } from './settings-schema.mjs';

const TABLES = {
  app: { heading: '## The app and its page server', column: 'Read at' },
  commands: { heading: '## `npm start` and the tests', column: 'Read by' },
};

/** @param {'app' | 'commands'} scope @returns {string[]} */
export function settingsTable(scope) {
  const { column } = TABLES[scope];
  const rows = SETTINGS.filter((setting) => setting.scopes.includes(scope)).map((setting) => {
    const where = scope === 'app' ? (setting.readAt ?? 'run') : (setting.readBy ?? '');
    const meaning = scope === 'commands' ? (setting.commandMeaning ?? setting.meaning) : setting.meaning;
    return `| \`${setting.name}\` | ${defaultText(setting)} | ${setting.type.accepts} | ${where} | ${meaning} |`;
  });
  return [`| Variable | Default | Accepts | ${column} | Meaning |`, '|---|---|---|---|---|', ...rows];
}

/** The first run of table lines under the heading. @param {string[]} lines @param {'app' | 'commands'} scope */
function tableAt(lines, scope) {
  const heading = lines.indexOf(TABLES[scope].heading);
  if (heading === -1) throw new Error(`docs/configuration.md has no heading "${TABLES[scope].heading}"`);
  const start = lines.findIndex((line, index) => index > heading && line.startsWith('|'));
  let end = start;
  while (end < lines.length && lines[end]?.startsWith('|')) end += 1;
  return { start, end };
}

/** @param {string} markdown */
export function withSettingsTables(markdown) {
  const lines = markdown.split('\n');
  for (const scope of /** @type {const} */ (['app', 'commands'])) {
    const { start, end } = tableAt(lines, scope);
    lines.splice(start, end - start, ...settingsTable(scope));
  }
  return lines.join('\n');
}

/** One line per variable whose row differs, is missing, or is not declared. @param {string} markdown @returns {string[]} */
export function docDrift(markdown) {
  const lines = markdown.split('\n');
  /** @type {string[]} */
  const drift = [];
  for (const scope of /** @type {const} */ (['app', 'commands'])) {
    const { start, end } = tableAt(lines, scope);
    const byName = (/** @type {string[]} */ rows) => new Map(rows.slice(2).map((row) => [/^\| `([^`]+)`/.exec(row)?.[1] ?? row, row]));
    const documented = byName(lines.slice(start, end));
    const declared = byName(settingsTable(scope));
    for (const [name, row] of declared) {
      const written = documented.get(name);
      if (written === undefined) drift.push(`${scope}: ${name} is declared but not in the doc's table`);
      else if (written !== row) drift.push(`${scope}: ${name}'s row differs from the schema:\n  doc:    ${written}\n  schema: ${row}`);
    }
    for (const name of documented.keys())
      if (!declared.has(name)) drift.push(`${scope}: the doc names ${name}, which the schema does not declare`);
  }
  return drift;
}
