import { safeImageUrl, safeUrl } from '@/lib/content/safe-url';
import type {
  BlocksImage,
  BlocksInline,
  BlocksList,
  BlocksListItem,
  BlocksModifier,
  BlocksNode,
  BlocksNodeViews,
  BlocksText,
} from '@/components/site/site-api';
import { renderBlocks } from './blocks-views';

/**
 * The tree comes from the CMS, so it is rebuilt from the nodes and fields Portico knows before anything renders it:
 * the rest is dropped, and addresses go through safeUrl (a refused link keeps its text, a refused image goes).
 */

/** Stored in nesting order, innermost first, as the renderer applies them. */
const MODIFIERS: BlocksModifier[] = ['code', 'bold', 'italic', 'underline', 'strikethrough'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function text(node: Json): BlocksText {
  const clean: BlocksText = { type: 'text', text: typeof node.text === 'string' ? node.text : '' };
  for (const modifier of MODIFIERS) if (node[modifier] === true) clean[modifier] = true;
  return clean;
}

/** Text and links; a link with a refused address (or inside another link) becomes its text. */
function inline(nodes: unknown, insideLink = false): BlocksInline[] {
  return list(nodes).flatMap((node): BlocksInline[] => {
    if (!isObject(node)) return [];
    if (node.type === 'text') return [text(node)];
    if (node.type === 'link') {
      const children = inline(node.children, true) as BlocksText[];
      const url = insideLink ? undefined : safeUrl(node.url);
      return url ? [{ type: 'link', url, children }] : children;
    }
    return [];
  });
}

function listItems(nodes: unknown, resolveMediaUrl: (url: string) => string): BlocksListItem[] {
  return list(nodes).flatMap((node): BlocksListItem[] => {
    if (!isObject(node)) return [];
    if (node.type === 'list-item') return [{ type: 'list-item', children: inline(node.children) }];
    if (node.type === 'list') {
      // A nested list goes inside an item of its own (ul > li > ul), as valid HTML wants.
      return [{ type: 'list-item', children: [block(node, resolveMediaUrl) as BlocksList] }];
    }
    return [];
  });
}

/** A language name is only ever a class on the code element: letters, digits and a few signs. */
const codeLanguage = (value: unknown) => (typeof value === 'string' && /^[a-z0-9][\w+#.-]{0,39}$/i.test(value) ? value : undefined);

function block(node: Json, resolveMediaUrl: (url: string) => string): BlocksNode | null {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return { type: node.type, children: inline(node.children) };
    case 'code': {
      const language = codeLanguage(node.language);
      return { type: 'code', ...(language ? { language } : {}), children: inline(node.children) };
    }
    case 'heading': {
      const level = Math.min(6, Math.max(2, Number(node.level) || 2)) as 2 | 3 | 4 | 5 | 6;
      return { type: 'heading', level, children: inline(node.children) };
    }
    case 'list':
      return {
        type: 'list',
        format: node.format === 'ordered' ? 'ordered' : 'unordered',
        children: listItems(node.children, resolveMediaUrl),
      };
    case 'image': {
      const image = isObject(node.image) ? node.image : {};
      const src = safeImageUrl(image.url);
      if (!src) return null;
      const clean: BlocksImage['image'] = {
        url: resolveMediaUrl(src),
        alternativeText: typeof image.alternativeText === 'string' ? image.alternativeText : null,
        ...(typeof image.width === 'number' ? { width: image.width } : {}),
        ...(typeof image.height === 'number' ? { height: image.height } : {}),
      };
      return { type: 'image', image: clean };
    }
    default:
      return null;
  }
}

/** The blocks tree with only known nodes and safe addresses: what BlocksContent renders. */
export function sanitizeBlocks(blocks: unknown, resolveMediaUrl: (url: string) => string = (url) => url): BlocksNode[] {
  return list(blocks).flatMap((node) => {
    const clean = isObject(node) ? block(node, resolveMediaUrl) : null;
    return clean ? [clean] : [];
  });
}

export function BlocksContent({
  blocks,
  resolveMediaUrl = (url) => url,
  nodeViews,
}: {
  blocks: unknown;
  resolveMediaUrl?: (url: string) => string;
  /** A site's own rendering of some node types; the others keep the generic one. */
  nodeViews?: BlocksNodeViews;
}) {
  if (!Array.isArray(blocks)) return null;
  return <div className="prose">{renderBlocks(sanitizeBlocks(blocks, resolveMediaUrl), nodeViews)}</div>;
}
