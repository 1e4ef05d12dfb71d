'use client';

import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import type { ComponentProps } from 'react';
import { safeImageUrl, safeUrl } from '@/lib/content/safe-url';

/**
 * Strapi's own blocks renderer with Portico's markup and URL rules. The library is a client
 * component (it passes the overrides down through React context), and functions cannot cross from
 * a Server Component into one, so the overrides live here, in a client module of their own.
 * The tree it gets has already been checked by BlocksContent (./blocks.tsx); the URL checks are
 * repeated here so this component is safe on its own too.
 */
type Overrides = NonNullable<ComponentProps<typeof BlocksRenderer>['blocks']>;
type ModifierOverrides = NonNullable<ComponentProps<typeof BlocksRenderer>['modifiers']>;

const blocks: Partial<Overrides> = {
  // h1 is the page's title: content headings start at h2, as they always have here.
  heading: ({ level, children }) => {
    const Tag = `h${Math.min(6, Math.max(2, Number(level) || 2))}` as 'h2';
    return <Tag>{children}</Tag>;
  },
  // A link whose address is refused keeps its text, without the link.
  link: ({ url, children }) => {
    const href = safeUrl(url);
    if (!href) return <span>{children}</span>;
    return (
      <a href={href} rel={/^https?:/i.test(href) ? 'noopener noreferrer nofollow' : undefined}>
        {children}
      </a>
    );
  },
  // An image whose address is refused is not shown at all.
  image: ({ image }) => {
    const src = safeImageUrl(image?.url);
    if (!src) return null;
    // eslint-disable-next-line @next/next/no-img-element -- block images come with arbitrary sizes
    return <img src={src} alt={image.alternativeText ?? ''} loading="lazy" />;
  },
};

const modifiers: Partial<ModifierOverrides> = {
  strikethrough: ({ children }) => <s>{children}</s>,
};

export function StrapiBlocks({ content }: { content: BlocksContent }) {
  return <BlocksRenderer content={content} blocks={blocks} modifiers={modifiers} />;
}
