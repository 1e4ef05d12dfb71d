#!/usr/bin/env node
// @ts-check
/**
 * `npm run settings`: the settings in effect here (the environment, then the .env files, as the
 * page server reads them), secrets hidden; exit 1 with the problems when a value is refused or a
 * name looks like a misspelt setting.
 * `npm run settings -- --doc`: rewrites docs/configuration.md's tables from the schema.
 */
import '../server/process/load-env.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeProblems, parseSettings, SETTINGS, settingsProblems } from '../server/shared/settings-schema.mjs';
import { withSettingsTables } from '../server/shared/settings-doc.mjs';

if (process.argv.includes('--doc')) {
  const doc = fileURLToPath(new URL('../docs/configuration.md', import.meta.url));
  writeFileSync(doc, withSettingsTables(readFileSync(doc, 'utf8')));
  console.log('docs/configuration.md: tables written from the schema.');
  process.exit(0);
}

/** @param {string} name @param {unknown} value @param {boolean} secret */
function shown(name, value, secret) {
  if (value === undefined) return '(unset)';
  if (secret) return '(set, hidden)';
  if (Array.isArray(value)) return value.length ? value.join(',') : '(none)';
  if (typeof value === 'string' && URL.canParse(value) && new URL(value).password) {
    const url = new URL(value);
    url.password = 'hidden';
    return url.href;
  }
  return name === 'MAX_UPLOAD_SIZE' ? `${value} bytes` : String(value);
}

const problems = [...settingsProblems(process.env, 'app'), ...parseSettings(process.env, 'commands').problems].filter(
  (problem, index, all) => all.findIndex((other) => other.message === problem.message) === index,
);
const refused = new Set(problems.map((problem) => problem.name));
const values = { ...parseSettings(process.env, 'commands').values, ...parseSettings(process.env, 'app').values };
const rows = SETTINGS.filter((setting) => !setting.scopes.includes('internal')).map((setting) => {
  const given = process.env[setting.name];
  const source = given === undefined || given.trim() === '' ? 'default' : 'set';
  const when = setting.scopes.includes('app') ? (setting.readAt ?? 'run') : 'commands';
  const value = refused.has(setting.name) ? '(refused: see below)' : shown(setting.name, values[setting.name], setting.secret === true);
  return [setting.name, value, source, when];
});
rows.unshift(['SETTING', 'VALUE', 'FROM', 'READ AT']);
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => String(row[column]).length)));
for (const row of rows) console.log(row.map((cell, column) => (column < 3 ? String(cell).padEnd(widths[column] ?? 0) : cell)).join('  '));

if (problems.length > 0) {
  process.stderr.write(`\n${describeProblems(problems)}`);
  process.exit(1);
}
