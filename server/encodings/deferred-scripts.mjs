// @ts-check
import { StringDecoder } from 'node:string_decoder';

// A page's script files are asked for after its first frame and its priority images (at once in a hidden page, which
// has no frames): a phone paints the page it was sent, and its cover, before it fetches and runs the framework, whose
// files would otherwise share a slow link with the cover; React hydrates a moment later.

/** Appends one script file, given its attributes as [name, value] pairs. */
export const APPEND_SCRIPT = `a=>{const s=document.createElement("script");for(const[n,v]of a)s.setAttribute(n,v);document.head.appendChild(s)}`;

/** How long the framework waits for a priority image that is still loading before it is asked for anyway. */
export const PRIORITY_IMAGE_WAIT_MS = 3000;

/**
 * Calls `run` after the first frame; when an image the page marks `fetchpriority="high"` (its largest paint) is still
 * loading then, after it has loaded (or failed) and been painted, or after PRIORITY_IMAGE_WAIT_MS at most.
 * @param {string} run the name of a function
 */
export const afterFirstPaint = (run) =>
  // Its own names start with $, so none hides `run`.
  `document.hidden?${run}():requestAnimationFrame(()=>setTimeout(()=>{` +
  `const $w=[...document.querySelectorAll('img[fetchpriority="high"]')].filter(i=>!i.complete);if(!$w.length)return ${run}();` +
  `let $n=$w.length,$g=0;const $go=()=>{if(!$g++)requestAnimationFrame(()=>setTimeout(${run}))},$one=()=>{if(!--$n)$go()};` +
  `for(const i of $w){i.addEventListener("load",$one);i.addEventListener("error",$one)}setTimeout($go,${PRIORITY_IMAGE_WAIT_MS})}))`;

/** A script file's attributes, without the nonce (the loader's own nonce allows what it appends). @param {string} attributes */
export function attributeList(attributes) {
  /** @type {[string, string][]} */
  const list = [];
  for (const match of attributes.matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)) {
    const [, name = '', value = ''] = match;
    if (name.toLowerCase() !== 'nonce') list.push([name, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]);
  }
  return list;
}

/** "<" escaped so nothing in the data can close the script. @param {unknown} data */
export const scriptData = (data) => JSON.stringify(data).replaceAll('<', '\\u003c');

const QUEUE = 'self.__porticoScript';
const SCRIPT_FILE = /<script\b([^>]*\bsrc=[^>]*)><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*>/gi;
/** The policy cannot allow script preloads; the loader asks for the same files. @param {string} tag */
export const isScriptPreload = (tag) => /\brel="(modulepreload|preload)"/i.test(tag) && /\bas="script"|modulepreload/i.test(tag);

/**
 * For a page rendered per request, as Next streams it: each script file's tag becomes a call to a queue the first one
 * defines, in Next's order; only tags split across chunks are held back.
 * @param {string} nonce the page's own, for the inline scripts that replace the tags
 */
export function createScriptDeferrer(nonce) {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let defined = false;
  /** @param {string} attributes */
  const call = (attributes) => {
    const define = defined
      ? ''
      : `{const q=[],add=${APPEND_SCRIPT};let on=false;const go=()=>{on=true;for(const a of q)add(a)};` +
        `${QUEUE}=a=>on?add(a):q.push(a);${afterFirstPaint('go')}}`;
    defined = true;
    return `<script nonce="${nonce}">${define}${QUEUE}(${scriptData(attributeList(attributes))})</script>`;
  };
  /** @param {string} text */
  const rewrite = (text) =>
    text.replace(SCRIPT_PRELOAD, (tag) => (isScriptPreload(tag) ? '' : tag)).replace(SCRIPT_FILE, (_, attributes) => call(attributes));
  return {
    /** @param {Buffer | string} chunk @returns {string} what can be sent now */
    push(chunk) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // Hold from an unfinished tag, or from a script file's tag whose end has not come.
      let cut = text.length;
      const lastOpen = text.lastIndexOf('<');
      if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen;
      const lastScript = text.lastIndexOf('<script', cut);
      if (
        lastScript !== -1 &&
        !/^<script\b[^>]*>[\s\S]*<\/script>/i.test(text.slice(lastScript, cut)) &&
        /^<script\b[^>]*\bsrc=/i.test(text.slice(lastScript))
      ) {
        cut = lastScript;
      }
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    /** @returns {string} the rest */
    end() {
      const text = held + decoder.end();
      held = '';
      return rewrite(text);
    },
  };
}

/**
 * Any other answer (data, files, a page without a nonce) passes untouched.
 * @param {import('node:http').ServerResponse} response
 */
export function deferResponseScripts(response) {
  const { write, end, writeHead } = response;
  /** @type {ReturnType<typeof createScriptDeferrer> | null | undefined} */
  let deferrer;
  const chosen = () => {
    if (deferrer !== undefined) return deferrer;
    const type = String(response.getHeader('content-type') ?? '');
    const nonce = /'nonce-([^']+)'/.exec(String(response.getHeader('content-security-policy') ?? ''))?.[1];
    deferrer = type.startsWith('text/html') && nonce ? createScriptDeferrer(nonce) : null;
    if (deferrer && !response.headersSent) response.removeHeader('content-length');
    return deferrer;
  };
  // The page's length changes: headers given with the status are set first, so a Content-Length among them goes too.
  response.writeHead = /** @type {any} */ (
    function writeHeadDeferred(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const headers = rest.find((argument) => argument && typeof argument === 'object');
      if (headers && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        rest = rest.filter((argument) => argument !== headers);
      }
      chosen();
      return writeHead.call(response, status, ...rest);
    }
  );
  /** @param {any} chunk @param {any} encoding */
  const bytes = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      : Buffer.from(chunk);
  response.write = /** @type {any} */ (
    function writeDeferred(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const own = chosen();
      if (!own || chunk == null) return write.call(response, chunk, encoding, callback);
      return write.call(response, own.push(bytes(chunk, encoding)), 'utf8', typeof encoding === 'function' ? encoding : callback);
    }
  );
  response.end = /** @type {any} */ (
    function endDeferred(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const own = chosen();
      if (!own) return end.call(response, chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      const last = chunk != null && typeof chunk !== 'function' ? own.push(bytes(chunk, encoding)) : '';
      return end.call(response, last + own.end(), 'utf8', done);
    }
  );
}
