import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static.node';
import type { ReactElement } from 'react';
import type { BlocksNodeViews } from '@/components/site/site-api';
import { BlocksContent } from './blocks';

/** A site's node views, rendered on the server as a page renders them. */
const text = (value: string) => ({ type: 'text', text: value });
const blocks = [
  { type: 'heading', level: 2, children: [text('Title')] },
  { type: 'paragraph', children: [text('See '), { type: 'link', url: 'https://example.com', children: [text('this')] }] },
  { type: 'code', language: 'ts', children: [text('let a = 1;')] },
  { type: 'image', image: { url: '/uploads/a.png', alternativeText: 'A bay' } },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('one')] }] },
  { type: 'quote', children: [text('Said')] },
];
const generic =
  '<h2>Title</h2>' +
  '<p>See <a href="https://example.com" rel="noopener noreferrer nofollow">this</a></p>' +
  '<pre><code class="language-ts">let a = 1;</code></pre>' +
  '<img src="/uploads/a.png" alt="A bay" loading="lazy"/>' +
  '<ul><li>one</li></ul>' +
  '<blockquote>Said</blockquote>';
const prose = (html: string) => `<div class="prose">${html}</div>`;
const shown = (nodeViews?: BlocksNodeViews) => renderToStaticMarkup(<BlocksContent blocks={blocks} nodeViews={nodeViews} />);

async function prerendered(element: ReactElement) {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('BlocksContent node views', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('renders the generic markup without views', () => {
    expect(shown()).toBe(prose(generic));
    expect(shown({})).toBe(prose(generic));
  });

  it('replaces one node type with the view, and keeps the generic rendering of the others', () => {
    const html = shown({
      code: ({ node, children }) => (
        <figure data-language={node.language}>
          <pre>{children}</pre>
        </figure>
      ),
    });
    expect(html).toBe(
      prose(
        generic.replace(
          '<pre><code class="language-ts">let a = 1;</code></pre>',
          '<figure data-language="ts"><pre>let a = 1;</pre></figure>',
        ),
      ),
    );
  });

  it('gives a view the generic rendering through renderDefault, to wrap it', () => {
    const html = shown({
      image: ({ node, renderDefault }) => (
        <figure>
          {renderDefault()}
          <figcaption>{node.image.alternativeText}</figcaption>
        </figure>
      ),
    });
    expect(html).toBe(
      prose(
        generic.replace(
          '<img src="/uploads/a.png" alt="A bay" loading="lazy"/>',
          '<figure><img src="/uploads/a.png" alt="A bay" loading="lazy"/><figcaption>A bay</figcaption></figure>',
        ),
      ),
    );
  });

  it('renders children through their own views (a link inside a paragraph, items inside a list)', () => {
    const html = shown({
      link: ({ node, children }) => (
        <a href={node.url} className="external">
          {children}
        </a>
      ),
      'list-item': ({ children }) => <li className="item">{children}</li>,
      list: ({ node, renderDefault }) => <nav data-format={node.format}>{renderDefault()}</nav>,
    });
    expect(html).toBe(
      prose(
        generic
          .replace('<a href="https://example.com" rel="noopener noreferrer nofollow">', '<a href="https://example.com" class="external">')
          .replace('<ul><li>one</li></ul>', '<nav data-format="unordered"><ul><li class="item">one</li></ul></nav>'),
      ),
    );
  });

  // The page's error mark follows the node, so that the page server does not store the page.
  const MARK = '<span hidden="" data-page-error="view"></span>';

  it('falls back to the generic node when a view throws, marks the page and logs one line naming the node type', () => {
    const html = shown({
      heading: () => {
        throw new Error('no theme\nfor headings');
      },
      quote: ({ children }) => <aside>{children}</aside>,
    });
    expect(html).toBe(prose(generic.replace('<blockquote>Said</blockquote>', '<aside>Said</aside>').replace('</h2>', `</h2>${MARK}`)));
    expect(logged).toHaveBeenCalledTimes(1);
    const [message] = logged.mock.calls[0] as [string];
    expect(message).toContain('"heading"');
    expect(message).toContain('no theme for headings');
    expect(message).not.toContain('\n');
  });

  it('falls back the same way when an async view rejects', async () => {
    const html = await prerendered(
      <BlocksContent
        blocks={blocks}
        nodeViews={{
          paragraph: async () => {
            throw new Error('lookup failed');
          },
          quote: async ({ children }) => <aside>{children}</aside>,
        }}
      />,
    );
    expect(html).toBe(prose(generic.replace('<blockquote>Said</blockquote>', '<aside>Said</aside>').replace('</p>', `</p>${MARK}`)));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toContain('"paragraph"');
  });
});
