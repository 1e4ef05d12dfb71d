// @ts-check
import { pageTypeOf } from '../shared/route-paths.mjs';

/**
 * What browsers report of their visits (`POST /api/vitals`, the app's beacon): Largest Contentful
 * Paint, Cumulative Layout Shift and Interaction to Next Paint, by page type. Anyone can send one,
 * so only those three names count, values are clamped, and the page is read as one of a few types:
 * a junk report moves a histogram by one observation, never adds a label.
 */
export const MAX_VITALS_BYTES = 2048;

/** Upper bounds, past which a value is a broken or made-up report. */
const LIMITS = { LCP: 120_000, INP: 60_000, CLS: 100 };

/**
 * @typedef {{ name: 'LCP' | 'INP' | 'CLS', page: string, value: number }} Vital value in seconds (LCP, INP) or as is (CLS)
 * @param {string} body JSON: one report { name, value, path } or a list of them
 * @param {Iterable<string>} [localePrefixes] the site's locale codes that lead a path
 * @returns {Vital[]}
 */
export function parseVitals(body, localePrefixes = []) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  /** @type {Vital[]} */
  const vitals = [];
  for (const report of (Array.isArray(parsed) ? parsed : [parsed]).slice(0, 10)) {
    if (!report || typeof report !== 'object') continue;
    const { name, value, path } = /** @type {{ name?: unknown, value?: unknown, path?: unknown }} */ (report);
    if (!(name === 'LCP' || name === 'INP' || name === 'CLS')) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > LIMITS[name]) continue;
    if (typeof path !== 'string' || !path.startsWith('/')) continue;
    vitals.push({ name, page: pageTypeOf(path, localePrefixes), value: name === 'CLS' ? value : value / 1000 });
  }
  return vitals;
}
