/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlocksContent, sanitizeBlocks } from './blocks';

const text = (value: string, modifiers: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...modifiers });
const resolve = (url: string) => (url.startsWith('/') ? `http://cms.test${url}` : url);

describe('BlocksContent (Strapi blocks rendered on the server)', () => {
  it('renders paragraphs, headings from h2, lists, quotes and code blocks', () => {
    const { container } = render(
      <BlocksContent
        blocks={[
          { type: 'heading', level: 1, children: [text('Top')] },
          { type: 'heading', level: 3, children: [text('Third')] },
          { type: 'heading', level: 9, children: [text('Deep')] },
          { type: 'paragraph', children: [text('Hello '), text('world', { bold: true })] },
          { type: 'quote', children: [text('Quoted')] },
          { type: 'code', language: 'ts', children: [text('const a = 1;\nconst b = 2;')] },
          {
            type: 'list',
            format: 'ordered',
            children: [
              { type: 'list-item', children: [text('one')] },
              { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('nested')] }] },
            ],
          },
        ]}
      />,
    );
    const prose = container.querySelector('div.prose')!;
    expect(prose).not.toBeNull();
    expect(
      Array.from(prose.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual(['H2 Top', 'H3 Third', 'H6 Deep']);
    expect(prose.querySelector('p')!.innerHTML).toBe('Hello <strong>world</strong>');
    expect(prose.querySelector('blockquote')).toHaveTextContent('Quoted');
    expect(prose.querySelector('pre > code')!.textContent).toBe('const a = 1;\nconst b = 2;');
    // A nested list sits inside an item of its own.
    expect(prose.querySelector('ol > li > ul > li')).toHaveTextContent('nested');
    expect(prose.querySelector('ol > ul')).toBeNull();
  });

  it('names the code block language as a class, and drops a language that is not a plain name', () => {
    const code = (language: unknown) => ({ type: 'code', language, children: [text('x')] });
    const html = renderToStaticMarkup(
      <BlocksContent blocks={[code('ts'), code('objective-c'), code('ts" onclick="x'), code('a b'), code(7)]} />,
    );
    expect(html).toBe(
      '<div class="prose">' +
        '<pre><code class="language-ts">x</code></pre><pre><code class="language-objective-c">x</code></pre>' +
        '<pre><code>x</code></pre><pre><code>x</code></pre><pre><code>x</code></pre></div>',
    );
  });

  it('breaks lines inside text, shows an empty paragraph as a line break, and keeps code blocks as plain text', () => {
    const html = renderToStaticMarkup(
      <BlocksContent
        blocks={[
          { type: 'paragraph', children: [text('one\ntwo', { italic: true })] },
          { type: 'paragraph', children: [text('')] },
          { type: 'code', children: [text('a\nb', { bold: true }), { type: 'link', url: 'https://x.test', children: [text('()')] }] },
        ]}
      />,
    );
    expect(html).toBe('<div class="prose"><p><em>one<br/>two</em></p><br/><pre><code>a\nb()</code></pre></div>');
  });

  it('nests the inline modifiers as before (code innermost, strikethrough as <s>)', () => {
    const { container } = render(
      <BlocksContent
        blocks={[
          { type: 'paragraph', children: [text('all', { strikethrough: true, underline: true, italic: true, bold: true, code: true })] },
        ]}
      />,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('<s><u><em><strong><code>all</code></strong></em></u></s>');
  });

  it('keeps safe links (with rel for http links), and the text of refused ones', () => {
    const link = (url: string, label: string) => ({ type: 'link', url, children: [text(label)] });
    const { container, getByRole, queryByRole } = render(
      <BlocksContent
        blocks={[
          {
            type: 'paragraph',
            children: [
              link('https://docs.strapi.io', 'docs'),
              link('mailto:a@b.test', 'mail'),
              link('/articles', 'local'),
              link('javascript:alert(1)', 'evil'),
            ],
          },
        ]}
      />,
    );
    expect(getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://docs.strapi.io');
    expect(getByRole('link', { name: 'docs' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.test');
    expect(getByRole('link', { name: 'mail' })).not.toHaveAttribute('rel');
    expect(getByRole('link', { name: 'local' })).toHaveAttribute('href', '/articles');
    expect(queryByRole('link', { name: 'evil' })).toBeNull();
    expect(container).toHaveTextContent('evil');
  });

  it('makes /uploads images absolute against Strapi, and drops images with refused addresses', () => {
    const image = (url: string, alternativeText?: string | null) => ({
      type: 'image',
      image: { url, alternativeText, width: 10, height: 10 },
    });
    const { container } = render(
      <BlocksContent
        blocks={[
          image('/uploads/a.png', 'A'),
          image('https://cdn.test/b.png', null),
          image('javascript:alert(1)'),
          image('mailto:a@b.test'),
          image('data:image/png;base64,AAAA'),
        ]}
        resolveMediaUrl={resolve}
      />,
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('loading')])).toEqual([
      ['http://cms.test/uploads/a.png', 'A', 'lazy'],
      ['https://cdn.test/b.png', '', 'lazy'],
    ]);
  });

  it('renders on the server as plain HTML', () => {
    const html = renderToStaticMarkup(<BlocksContent blocks={[{ type: 'paragraph', children: [text('<b>not bold</b>')] }]} />);
    expect(html).toBe('<div class="prose"><p>&lt;b&gt;not bold&lt;/b&gt;</p></div>');
  });

  it('is nothing for anything but an array', () => {
    expect(renderToStaticMarkup(<BlocksContent blocks={{ type: 'paragraph' }} />)).toBe('');
    expect(sanitizeBlocks('x')).toEqual([]);
  });
});
