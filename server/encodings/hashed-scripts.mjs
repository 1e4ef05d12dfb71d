// @ts-check
import { createHash } from 'node:crypto';

/**
 * A stored page's scripts, allowed by their hashes instead of a nonce (done once, when the page
 * is stored), so that every answer is the same bytes, compressed once (server/encodings/compressed-page.mjs).
 *
 * The page's CSP stays strict (web.dev/strict-csp, hash-based): `script-src 'sha256-…'…
 * 'strict-dynamic'`, no 'unsafe-inline', no nonce:
 * - each inline script (Next's RSC payload chunks) is allowed by the SHA-256 of its text;
 * - the script files Next's tags load (`<script src async>`) are loaded by one inline loader
 *   script, itself allowed by its hash; what it and they load is allowed by 'strict-dynamic';
 * - an injected inline script (content can never spell one: React escapes text) has no hash in
 *   the policy and never runs.
 * The nonce Next rendered the page with is taken off its tags, and replaced in the RSC payload
 * that hands it to React by a string of the same length that no policy names: lengths are kept,
 * because the RSC payload counts some of its rows in bytes. Script preloads (`<link
 * rel="preload" as="script">`) go: the policy has nothing to allow them with, and the loader asks
 * for the same files as early.
 *
 * Script files are not given `integrity` (the other way): Next only adds it with its
 * experimental `sri` option, which its Turbopack builds do not support.
 */

/** Same length as a 16-byte base64 nonce; allowed by no policy. */
export const INERT_NONCE = `${'0'.repeat(22)}==`;

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Types a browser runs as script (a JSON block or an import map is data). @param {string} attributes */
function runsAsScript(attributes) {
  const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** @param {string} attributes the tag's attributes as rendered (`name="value"` or bare names) */
function attributeList(attributes) {
  /** @type {[string, string][]} */
  const list = [];
  for (const match of attributes.matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)) {
    const [, name = '', value = ''] = match;
    if (name.toLowerCase() !== 'nonce') list.push([name, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]);
  }
  return list;
}

/**
 * @param {string} html the page as Next rendered it, with its nonce
 * @param {string | null} nonce that nonce
 * @returns {{ html: string, hashes: string[] }} the page without a nonce, and the hashes its policy must list
 */
export function hashScripts(html, nonce) {
  const plain = (nonce ? html.replaceAll(nonce, INERT_NONCE) : html)
    // A preload of a script file would be checked against the policy like a script tag, and it
    // has nothing to match: the loader below asks for the same files at once instead.
    .replace(/<link\b[^>]*>/gi, (tag) =>
      /\brel="(modulepreload|preload)"/i.test(tag) && /\bas="script"|modulepreload/i.test(tag) ? '' : tag,
    )
    .replaceAll(` nonce="${INERT_NONCE}"`, '');
  /** @type {[string, string][][]} */
  const files = [];
  /** @type {string[]} */
  const hashes = [];
  let loaderAt = -1;
  let out = '';
  let last = 0;
  for (const match of plain.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [tag, attributes = '', body = ''] = match;
    const index = /** @type {number} */ (match.index);
    out += plain.slice(last, index);
    last = index + tag.length;
    const withoutNonce = attributes.replace(/\s+nonce="[^"]*"/gi, '');
    if (/\bsrc=/i.test(attributes) && !body.trim()) {
      if (loaderAt === -1) loaderAt = out.length;
      files.push(attributeList(attributes));
      continue;
    }
    if (runsAsScript(attributes)) hashes.push(sha256(body));
    out += `<script${withoutNonce}>${body}</script>`;
  }
  out += plain.slice(last);
  if (files.length) {
    // The files' tags, as data: JSON with "<" escaped, so nothing in it can close the script.
    const data = JSON.stringify(files).replaceAll('<', '\\u003c');
    const loader = `for(const a of ${data}){const s=document.createElement("script");for(const[n,v]of a)s.setAttribute(n,v);document.head.appendChild(s)}`;
    hashes.push(sha256(loader));
    out = `${out.slice(0, loaderAt)}<script>${loader}</script>${out.slice(loaderAt)}`;
  }
  return { html: out, hashes: [...new Set(hashes)] };
}

/**
 * The page's policy with its nonce replaced by the hashes of its scripts.
 * @param {string} policy @param {string[]} hashes
 */
export function hashedPolicy(policy, hashes) {
  return policy.replace(/'nonce-[^']*'/, hashes.join(' ') || "'none'");
}

/** The nonce a Content-Security-Policy allows scripts with. @param {string | null | undefined} policy */
export function nonceOf(policy) {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}
