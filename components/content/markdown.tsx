import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '@/lib/content/safe-url';

/**
 * Renders untrusted markdown: GitHub flavour (tables, task lists, autolinks), no raw HTML,
 * and only safe link and image addresses.
 */
export function MarkdownContent({ source, resolveMediaUrl }: { source: string; resolveMediaUrl?: (url: string) => string }) {
  return (
    <div className="prose">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={(url, key) => {
          const safe = safeUrl(url);
          if (safe && key === 'src' && resolveMediaUrl) return resolveMediaUrl(safe);
          return safe ?? '';
        }}
        components={{
          a: ({ href, children }) =>
            href ? (
              <a href={href} rel={/^https?:/.test(href) ? 'noopener noreferrer nofollow' : undefined}>
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          // eslint-disable-next-line @next/next/no-img-element -- markdown images have unknown sizes and hosts
          img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
        }}
      >
        {source}
      </Markdown>
    </div>
  );
}
