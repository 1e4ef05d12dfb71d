import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createScriptDeferrer, deferResponseScripts } from './deferred-scripts.mjs';

const NONCE = 'nVWaxM3haqeYYYuwNZfgmg==';
const page = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/>`,
  `<script src="/_next/static/chunks/framework.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
  '<link rel="icon" href="/favicon.ico"/></head><body><p>a &lt; b</p>',
  `<script nonce="${NONCE}" id="_R_">(globalThis.T||(globalThis.T=[])).push(1)</script>`,
  `<script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"x<y"])</script>`,
  '</body></html>',
].join('');

/** Streams `text` through a deferrer in pieces of `size` bytes. */
function streamed(text: string, size: number) {
  const deferrer = createScriptDeferrer(NONCE);
  const bytes = Buffer.from(text);
  let out = '';
  for (let at = 0; at < bytes.length; at += size) out += deferrer.push(bytes.subarray(at, at + size));
  return out + deferrer.end();
}

/** Runs the page's inline scripts against a document that records what it appends, frames held until released. */
function run(html: string) {
  const appended: string[][] = [];
  const frames: (() => void)[] = [];
  const document = {
    hidden: false,
    createElement: () => {
      const attributes: string[] = [];
      return { setAttribute: (name: string, value: string) => attributes.push(`${name}=${value}`), attributes };
    },
    head: { appendChild: (script: { attributes: string[] }) => appended.push(script.attributes) },
    querySelectorAll: () => [],
  };
  const self: Record<string, unknown> = {};
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attributes!.includes(`nonce="${NONCE}"`)) throw new Error(`an inline script without the page's nonce: ${attributes}`);
    if (!body!.includes('__porticoScript')) continue;
    new Function('document', 'self', 'requestAnimationFrame', 'setTimeout', body!)(
      document,
      self,
      (frame: () => void) => frames.push(frame),
      (task: () => void) => frames.push(task),
    );
  }
  return {
    appended,
    release: () => {
      while (frames.length) frames.shift()!();
    },
  };
}

describe('a page rendered per request, its script files deferred as it streams', () => {
  it('keeps every script file out of the HTML and its preloads, and everything else as it was', () => {
    const out = streamed(page, 1 << 20);
    expect(out).not.toMatch(/<script[^>]*\bsrc=/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<link rel="icon" href="/favicon.ico"/>');
    expect(out).toContain('<p>a &lt; b</p>');
    expect(out).toContain(`<script nonce="${NONCE}">self.__next_f.push([1,"x<y"])</script>`);
    expect(out).toContain(`<script nonce="${NONCE}" id="_R_">`);
  });

  it('asks for them in Next’s order, only after the first frame', () => {
    const { appended, release } = run(streamed(page, 1 << 20));
    expect(appended).toEqual([]);
    release();
    expect(appended).toEqual([
      ['src=/_next/static/chunks/framework.js', 'async='],
      ['src=/_next/static/chunks/polyfills.js', 'noModule='],
      ['src=/_next/static/chunks/main.js', 'async='],
    ]);
  });

  it('writes the same page whatever the pieces it comes in, even split inside a tag or a character', () => {
    const whole = streamed(`${page}<p>é ü</p>`, 1 << 20);
    for (const size of [1, 2, 3, 7, 16, 61, 100]) expect(streamed(`${page}<p>é ü</p>`, size)).toBe(whole);
  });
});

describe('deferResponseScripts, on a response Node sends', () => {
  /** Serves `answer` once through the wrapper and returns what a client gets. */
  async function served(answer: (response: import('node:http').ServerResponse) => void) {
    const server = createServer((_, response) => {
      deferResponseScripts(response);
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      return { headers: response.headers, body: await response.text() };
    } finally {
      server.close();
    }
  }

  it('defers an HTML page with a nonce, even one sent with its length in writeHead', async () => {
    const { headers, body } = await served((response) => {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
        'Content-Length': Buffer.byteLength(page),
      });
      response.write(page.slice(0, 200));
      response.end(page.slice(200));
    });
    expect(headers.get('content-length')).toBeNull();
    expect(body).toBe(streamed(page, 1 << 20));
  });

  it('leaves anything else as it was: a script file keeps its bytes and its length', async () => {
    const script = '<script src="/x.js"></script>';
    const { headers, body } = await served((response) => {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Length': Buffer.byteLength(script) });
      response.end(script);
    });
    expect(headers.get('content-length')).toBe(String(script.length));
    expect(body).toBe(script);
  });
});
