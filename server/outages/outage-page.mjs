// @ts-check
// Plain HTML with no script, so it renders with nothing from the app.
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ downTitle: string, downBody: string, slowTitle: string, slowBody: string, retry: string, retryIn: string, error: string }} OutageWords
 */

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** @param {string} message @param {Record<string, string | number>} values */
const fill = (message, values) => message.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

// The app's own design tokens (both schemes), read once: the page looks like the site and follows the
// visitor's dark setting, with only var() in its own rules. Comments and runs of white space are dropped.
const tokens = readFileSync(new URL('../../app/tokens.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();
const rules = [
  'body{font-family:var(--font);line-height:var(--leading);background:var(--wash);color:var(--ink);margin:0;padding:var(--space-7) var(--space-4)}',
  'main{max-width:var(--width-narrow);margin:auto;background:var(--paper);border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow-card);padding:var(--space-6)}',
  'h1{font-family:var(--font-heading)}',
  'a{color:var(--accent);font-weight:600}',
  'a:focus-visible{outline:var(--focus-width) solid var(--focus-ring);outline-offset:var(--focus-offset)}',
].join('');
const style = `${tokens}${rules}`;

/**
 * @param {Exclude<import('./backend-health.mjs').BackendState, 'up'>} state @param {number} retryAfterSeconds
 * @param {{ lang: string, words: OutageWords }} language @returns {{ status: number, html: string }}
 */
export function outagePage(state, retryAfterSeconds, { lang, words }) {
  const status = state === 'slow' ? 504 : 503;
  const title = escape(state === 'slow' ? words.slowTitle : words.downTitle);
  const message = escape(state === 'slow' ? words.slowBody : words.downBody);
  const html = `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Portico</title>
<style>${style}</style>
</head><body><main role="main"><h1>${title}</h1><p>${message}</p><p><a href="">${escape(words.retry)}</a> ${escape(fill(words.retryIn, { seconds: retryAfterSeconds }))}</p><p><small>${escape(fill(words.error, { status }))}</small></p></main></body></html>`;
  return { status, html };
}

export const OUTAGE_RETRY_SECONDS = 5;
