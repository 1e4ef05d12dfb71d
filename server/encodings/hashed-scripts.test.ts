import { createHash } from 'node:crypto';
import { hashedPolicy, hashScripts, INERT_NONCE, nonceOf } from './hashed-scripts.mjs';

const NONCE = 'k3JxZ0lq8mC4lY7fq1XoGw==';
const page = [
  '<html><head>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/>`,
  `<script src="/_next/static/chunks/main.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '</head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"{\\"nonce\\":\\"${NONCE}\\"}"])</script>`,
  '</body></html>',
].join('');
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a stored page’s scripts, allowed by hashes', () => {
  const { html, hashes } = hashScripts(page, NONCE);

  it('leaves no trace of the render’s nonce, and keeps lengths in the RSC payload', () => {
    expect(html).not.toContain(NONCE);
    expect(html).not.toContain(`nonce="`);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(`\\"nonce\\":\\"${INERT_NONCE}\\"`);
    expect(INERT_NONCE).toHaveLength(NONCE.length);
  });

  it('lists the hash of every inline script that runs, and of the loader of the script files', () => {
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const running = inline.filter(([, attributes]) => !attributes!.includes('ld+json'));
    expect(running).toHaveLength(2);
    for (const [, , body] of running) expect(hashes).toContain(hash(body!));
    expect(hashes).toHaveLength(2);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it('loads each script file with its own attributes, from a loader in the first file’s place', () => {
    const loader = /<head><link[^>]*\/><script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).toContain('[["src","/_next/static/chunks/main.js"],["async",""]]');
    expect(loader).toContain('[["src","/_next/static/chunks/polyfills.js"],["noModule",""]]');
  });

  it('gives an escaped script in content no hash (it stays text and never runs)', () => {
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('puts the hashes in the policy instead of the nonce, keeping strict-dynamic', () => {
    const policy = hashedPolicy(`default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; object-src 'none'`, hashes);
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${hashes.join(' ')} 'strict-dynamic'; object-src 'none'`);
    expect(nonceOf(policy)).toBeNull();
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('the loader of a stored page’s script files', () => {
  const { html } = hashScripts(page, NONCE);
  const loader = /<head><link[^>]*\/><script>([\s\S]*?)<\/script>/.exec(html)![1]!;

  /** A page's image as the loader sees it: loaded or not, and its listeners, fired by the test. */
  const image = (complete: boolean) => {
    const listeners: Record<string, (() => void)[]> = {};
    return {
      complete,
      addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
      fire: (type: 'load' | 'error') => (listeners[type] ?? []).forEach((listener) => listener()),
    };
  };

  /** Runs the loader against a document that records what it appends, with frames and timers held until released. */
  function run(hidden: boolean, images: ReturnType<typeof image>[] = []) {
    const appended: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const selectors: string[] = [];
    const document = {
      hidden,
      head: { appendChild: (element: { attributes: Record<string, string> }) => appended.push(element.attributes) },
      createElement: () => {
        const attributes: Record<string, string> = {};
        return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
      },
      querySelectorAll: (selector: string) => (selectors.push(selector), images),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    );
    /** The first frame, then the task after it. */
    const paint = () => {
      frames.shift()!();
      timers.shift()!.callback();
    };
    return { appended, frames, timers, selectors, paint };
  }
  const FILES = ['/_next/static/chunks/main.js', '/_next/static/chunks/polyfills.js'];

  it('asks for the files only after the first frame has been painted', () => {
    const { appended, frames, timers } = run(false);
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.shift()!.callback();
    expect(appended).toEqual([
      { src: '/_next/static/chunks/main.js', async: '' },
      { src: '/_next/static/chunks/polyfills.js', noModule: '' },
    ]);
  });

  it('asks at once in a hidden page, which paints no frames', () => {
    const { appended, frames } = run(true);
    expect(frames).toEqual([]);
    expect(appended.map((attributes) => attributes.src)).toEqual(FILES);
  });

  it('waits for the priority images still loading, then for the frame that paints them', () => {
    const cover = image(false);
    const logo = image(false);
    const { appended, frames, timers, selectors, paint } = run(false, [cover, logo, image(true)]);
    paint();
    expect(selectors).toEqual(['img[fetchpriority="high"]']);
    expect(appended).toEqual([]);
    cover.fire('load');
    expect(frames).toEqual([]);
    logo.fire('error');
    expect(appended).toEqual([]);
    frames.shift()!();
    const task = timers.find((timer) => timer.ms === 0)!;
    task.callback();
    expect(appended.map((attributes) => attributes.src)).toEqual(FILES);
    // The cap's timer, when it fires later, asks for nothing again.
    timers.find((timer) => timer.ms > 0)!.callback();
    frames.splice(0).forEach((frame) => frame());
    expect(appended).toHaveLength(2);
  });

  it('asks anyway when a priority image takes longer than the cap', () => {
    const { appended, frames, timers, paint } = run(false, [image(false)]);
    paint();
    const cap = timers.shift()!;
    expect(cap.ms).toBe(3000);
    cap.callback();
    frames.shift()!();
    timers.shift()!.callback();
    expect(appended.map((attributes) => attributes.src)).toEqual(FILES);
  });
});
