import type { ReactNode } from 'react';
import { safeUrl } from '@/lib/content/safe-url';

/** Strapi 5 rich text ("blocks"): a JSON tree rendered without HTML and with the same URL rules as markdown. */
type TextNode = { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean; strikethrough?: boolean; code?: boolean };
type LinkNode = { type: 'link'; url: string; children: InlineNode[] };
type InlineNode = TextNode | LinkNode | { type: 'list-item'; children: InlineNode[] };
type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: (BlockNode | InlineNode)[] }
  | { type: 'list-item'; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[]; language?: string }
  | { type: 'image'; image: { url: string; alternativeText?: string | null; width?: number; height?: number } };

function renderText(node: TextNode, key: number): ReactNode {
  let content: ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <span key={key}>{content}</span>;
}

function renderInline(nodes: InlineNode[] | undefined): ReactNode {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'text') return renderText(node, index);
    if (node.type === 'link') {
      const href = safeUrl(node.url);
      const children = renderInline(node.children);
      return href ? (
        <a key={index} href={href} rel={/^https?:/.test(href) ? 'noopener noreferrer nofollow' : undefined}>
          {children}
        </a>
      ) : (
        <span key={index}>{children}</span>
      );
    }
    if (node.type === 'list-item') return <li key={index}>{renderInline(node.children)}</li>;
    return null;
  });
}

function renderBlock(block: BlockNode, index: number, resolveMediaUrl: (url: string) => string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'heading': {
      const level = Math.min(6, Math.max(2, Number(block.level) || 2));
      const Tag = `h${level}` as 'h2';
      return <Tag key={index}>{renderInline(block.children)}</Tag>;
    }
    case 'list': {
      const items = block.children.map((child, childIndex) =>
        child.type === 'list' ? <li key={childIndex}>{renderBlock(child as BlockNode, childIndex, resolveMediaUrl)}</li> : renderBlock(child as BlockNode, childIndex, resolveMediaUrl),
      );
      return block.format === 'ordered' ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case 'list-item':
      return <li key={index}>{renderInline(block.children)}</li>;
    case 'quote':
      return <blockquote key={index}>{renderInline(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={index}>
          <code>{(block.children ?? []).map((child) => ('text' in child ? child.text : '')).join('')}</code>
        </pre>
      );
    case 'image': {
      const src = safeUrl(block.image?.url);
      if (!src || src.startsWith('mailto:')) return null;
      // eslint-disable-next-line @next/next/no-img-element -- block images come with arbitrary sizes
      return <img key={index} src={resolveMediaUrl(src)} alt={block.image.alternativeText ?? ''} loading="lazy" />;
    }
    default:
      return null;
  }
}

export function BlocksContent({ blocks, resolveMediaUrl = (url) => url }: { blocks: unknown; resolveMediaUrl?: (url: string) => string }) {
  if (!Array.isArray(blocks)) return null;
  return <div className="prose">{(blocks as BlockNode[]).map((block, index) => renderBlock(block, index, resolveMediaUrl))}</div>;
}
