// @ts-check
import { createHash } from 'node:crypto';
import { afterFirstPaint, APPEND_SCRIPT, attributeList, isScriptPreload, scriptData } from './deferred-scripts.mjs';

// Hashes instead of a nonce, so every answer of a stored page is the same bytes, compressed once. Strict CSP
// (web.dev/strict-csp): inline scripts by hash, script files through one hashed loader plus 'strict-dynamic'.
// Not `integrity`: Next adds it only with its experimental `sri` option, which Turbopack builds do not support.

// Same length as a 16-byte base64 nonce, because the RSC payload counts some rows in bytes; allowed by no policy.
export const INERT_NONCE = `${'0'.repeat(22)}==`;

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A JSON block or an import map is data. @param {string} attributes */
function runsAsScript(attributes) {
  const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** @param {string} html @param {string | null} nonce @returns {{ html: string, hashes: string[] }} */
export function hashScripts(html, nonce) {
  const plain = (nonce ? html.replaceAll(nonce, INERT_NONCE) : html)
    // The policy cannot allow script preloads; the loader asks for the same files as early.
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? '' : tag))
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
    const loader = `{const add=${APPEND_SCRIPT},l=()=>{for(const a of ${scriptData(files)})add(a)};${afterFirstPaint('l')}}`;
    hashes.push(sha256(loader));
    out = `${out.slice(0, loaderAt)}<script>${loader}</script>${out.slice(loaderAt)}`;
  }
  return { html: out, hashes: [...new Set(hashes)] };
}

/** @param {string} policy @param {string[]} hashes */
export function hashedPolicy(policy, hashes) {
  return policy.replace(/'nonce-[^']*'/, hashes.join(' ') || "'none'");
}

/** @param {string | null | undefined} policy */
export function nonceOf(policy) {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}
