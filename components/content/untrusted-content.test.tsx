/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { buildCorpus, corpusSize } from '@/tests/support/xss-corpus';
import type { BlocksNodeViews } from '@/components/site/site-api';
import { BlocksContent } from './blocks';
import { MarkdownContent } from './markdown';
import { safeUrl } from '@/lib/content/safe-url';

/**
 * The whole XSS corpus straight through the renderers, including what Strapi itself refuses to
 * store (so a backend with weaker validation is covered too): nothing executable may come out.
 */
const corpus = buildCorpus();

function dangerous(container: HTMLElement): string[] {
  const problems: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`${element.tagName} ${name}`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(name) && /^(javascript|vbscript|data):/.test(value)) {
        problems.push(`${element.tagName} ${name}=${attribute.value}`);
      }
    }
  }
  for (const tag of ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'base', 'meta', 'form', 'template']) {
    if (container.querySelector(tag)) problems.push(`<${tag}>`);
  }
  return problems;
}

describe('untrusted content renders inert', () => {
  it('has at least 200 vectors', () => {
    expect(corpusSize(corpus)).toBeGreaterThanOrEqual(200);
  });

  it('markdown: every vector, raw HTML included', () => {
    const { container } = render(<MarkdownContent source={[...corpus.markdown, ...corpus.html].join('\n\n')} />);
    expect(dangerous(container)).toEqual([]);
    // The text is still there, shown as text.
    expect(container.textContent).toContain('__xss(');
  });

  it('blocks: link and image URLs, and HTML in text nodes', () => {
    const blocks = [
      ...corpus.urls.map((url) => ({ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', text: 'link' }] }] })),
      ...corpus.urls.map((url) => ({ type: 'image', image: { url, alternativeText: 'x' } })),
      ...corpus.html.map((text) => ({ type: 'heading', level: 2, children: [{ type: 'text', text, bold: true }] })),
      { type: 'list', format: 'ordered', children: corpus.html.map((text) => ({ type: 'list-item', children: [{ type: 'text', text }] })) },
    ];
    const { container } = render(<BlocksContent blocks={blocks} />);
    expect(dangerous(container)).toEqual([]);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });

  it('blocks: refused links and images inside lists, quotes, headings and nested links stay inert', () => {
    const link = (url: string) => ({ type: 'link', url, children: [{ type: 'text', text: 'link' }] });
    const blocks = [
      { type: 'list', format: 'unordered', children: corpus.urls.map((url) => ({ type: 'list-item', children: [link(url)] })) },
      ...corpus.urls.map((url) => ({ type: 'quote', children: [link(url)] })),
      ...corpus.urls.map((url) => ({ type: 'heading', level: 3, children: [link(url)] })),
      ...corpus.urls.map((url) => ({ type: 'code', children: [link(url)] })),
      // A link inside a link (which Strapi does not make) is never an anchor either.
      ...corpus.urls.map((url) => ({ type: 'paragraph', children: [{ type: 'link', url: 'https://example.com', children: [link(url)] }] })),
      // Images hidden where only inline nodes belong, and with their address in other fields.
      ...corpus.urls.map((url) => ({ type: 'paragraph', children: [{ type: 'image', image: { url } }] })),
      ...corpus.urls.map((url) => ({
        type: 'image',
        image: { url: 'javascript:alert(1)', previewUrl: url, formats: { thumbnail: { url } } },
      })),
    ];
    const { container } = render(<BlocksContent blocks={blocks} />);
    expect(dangerous(container)).toEqual([]);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(Array.from(container.querySelectorAll('a')).map((anchor) => anchor.getAttribute('href'))).toEqual(
      corpus.urls.map(() => 'https://example.com'),
    );
    expect(container.textContent).toContain('link');
  });

  it("blocks: a site's node views are given only the sanitised nodes", () => {
    const seen: unknown[] = [];
    const spread = ({ node, children }: { node: object; children: ReactNode }) => {
      seen.push(node);
      // A careless view that puts every field of the node on an element.
      return <span {...(node as Record<string, never>)}>{children}</span>;
    };
    const nodeViews: BlocksNodeViews = { paragraph: spread, link: spread, image: spread, code: spread, heading: spread };
    const blocks = [
      ...corpus.urls.map((url) => ({
        type: 'paragraph',
        onclick: 'alert(1)',
        children: [{ type: 'link', url, children: [{ type: 'text', text: 'x' }] }],
      })),
      ...corpus.urls.map((url) => ({ type: 'image', image: { url, alternativeText: 'x', onerror: 'alert(1)' } })),
      ...corpus.urls.map((url) => ({ type: 'code', language: url, srcdoc: url, children: [{ type: 'text', text: url }] })),
      { type: 'heading', level: 2, dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' }, children: [] },
    ];
    const { container } = render(<BlocksContent blocks={blocks} nodeViews={nodeViews} />);
    expect(dangerous(container)).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    expect(seen.length).toBeGreaterThan(corpus.urls.length * 2);
    for (const node of seen as Record<string, unknown>[]) {
      expect(Object.keys(node).every((key) => ['type', 'children', 'url', 'image', 'language', 'level', 'format'].includes(key))).toBe(
        true,
      );
      if (node.type === 'link') expect(node.url).toBe(safeUrl(node.url));
      if (node.type === 'image') expect(Object.keys(node.image as object).sort()).toEqual(['alternativeText', 'url']);
    }
  });

  it('blocks: unknown node types, modifiers and attributes are dropped, never rendered or crashed on', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = [
      ...corpus.html.map((text) => ({ type: 'html', value: text, children: [{ type: 'text', text }] })),
      { type: 'constructor', children: [{ type: 'text', text: 'a' }] },
      { type: '__proto__', children: [{ type: 'text', text: 'b' }] },
      { type: 'toString', children: [] },
      {
        type: 'paragraph',
        children: [
          {
            type: 'text',
            text: 'c',
            constructor: true,
            toString: true,
            onclick: 'x',
            dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' },
          },
        ],
      },
      {
        type: 'paragraph',
        dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' },
        onClick: 'x',
        children: [{ type: 'text', text: 'd' }],
      },
      { type: 'image', image: { url: '/uploads/x.png', onerror: 'alert(1)', alternativeText: '" onerror="alert(1)' } },
      { type: 'link', url: 'https://example.com', onmouseover: 'alert(1)', children: [{ type: 'text', text: 'e' }] },
      { type: 'list', format: 'ordered', children: [{ type: 'script', children: [{ type: 'text', text: 'f' }] }, { type: 'list-item' }] },
      { type: 'paragraph' },
      { type: 'heading', level: '<script>' },
      null,
      'text',
      42,
    ];
    const { container } = render(<BlocksContent blocks={hostile} />);
    expect(dangerous(container)).toEqual([]);
    expect(container.querySelector('[dangerouslysetinnerhtml]')).toBeNull();
    expect(container.textContent).not.toMatch(/[abf]/);
    expect(container.textContent).toContain('c');
    expect(container.textContent).toContain('d');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('" onerror="alert(1)');
    warn.mockRestore();
  });
});
