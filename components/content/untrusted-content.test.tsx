/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { buildCorpus, corpusSize } from '@/e2e/support/xss-corpus';
import { BlocksContent } from './blocks';
import { MarkdownContent } from './markdown';

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
});
