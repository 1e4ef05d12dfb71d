/**
 * A bench script's options, `--name=value`: numbers with their defaults, and settings given as `NAME=value,…`
 * (another instance's environment, to compare two under the same load). An unknown option or a number that is not
 * one stops the script rather than running with the default.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../scripts/stack/processes.mjs';

/**
 * @param {Record<string, number>} numbers option names and their defaults
 * @param {string[]} [settings] option names that take `NAME=value,…`
 * @returns {Record<string, any>}
 */
export function scriptOptions(numbers, settings = []) {
  const names = [...Object.keys(numbers), ...settings];
  const { values } = parseArgs({ options: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) });
  const chosen = {};
  for (const [name, fallback] of Object.entries(numbers)) {
    chosen[name] = values[name] === undefined ? fallback : Number(values[name]);
    if (!Number.isFinite(chosen[name])) throw new Error(`--${name} takes a number, not ${values[name]}`);
  }
  for (const name of settings) {
    chosen[name] = Object.fromEntries(
      (values[name] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          if (at < 1) throw new Error(`--${name} takes NAME=value pairs, not ${pair}`);
          return [pair.slice(0, at), pair.slice(at + 1)];
        }),
    );
  }
  return chosen;
}

/** Where a bench run writes its JSON: `BENCH_RESULTS_DIR` when the developer names one, else test-results/bench. */
export function resultsDir() {
  const dir = process.env.BENCH_RESULTS_DIR ? path.resolve(process.env.BENCH_RESULTS_DIR) : path.join(root, 'test-results', 'bench');
  mkdirSync(dir, { recursive: true });
  return dir;
}
