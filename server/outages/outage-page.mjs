// @ts-check
// Plain HTML with no script, so it renders with nothing from the app.
/**
 * @typedef {{ downTitle: string, downBody: string, slowTitle: string, slowBody: string, retry: string, retryIn: string, error: string }} OutageWords
 */

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** @param {string} message @param {Record<string, string | number>} values */
const fill = (message, values) => message.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

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
<style>body{font-family:system-ui,sans-serif;background:#f5f6f9;color:#1c1f26;margin:0;padding:3rem 1rem}main{max-width:560px;margin:auto;background:#fff;border:1px solid #d9dde5;border-radius:10px;padding:2rem}a{color:#2547d0;font-weight:600}</style>
</head><body><main role="main"><h1>${title}</h1><p>${message}</p><p><a href="">${escape(words.retry)}</a> ${escape(fill(words.retryIn, { seconds: retryAfterSeconds }))}</p><p><small>${escape(fill(words.error, { status }))}</small></p></main></body></html>`;
  return { status, html };
}

export const OUTAGE_RETRY_SECONDS = 5;
