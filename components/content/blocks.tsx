import type { BlocksContent as StrapiBlocksContent } from '@strapi/blocks-react-renderer';
import { safeImageUrl, safeUrl } from '@/lib/content/safe-url';
import { StrapiBlocks } from './blocks-renderer';

/**
 * Strapi 5 rich text ("blocks"): a JSON tree rendered by Strapi's @strapi/blocks-react-renderer,
 * without HTML and with the same URL rules as markdown.
 *
 * The tree comes from the CMS, so it is rebuilt here from the node types and fields the renderer
 * knows before it gets it: unknown types and fields are dropped (the renderer looks components up
 * by type and modifier name, and would render whatever those resolve to), link and image
 * addresses go through safeUrl (a refused link keeps its text, a refused image is dropped), and
 * image addresses under /uploads are made absolute against Strapi. This runs on the server, so
 * only the checked tree reaches the client component.
 */
type RootNode = StrapiBlocksContent[number];
type ListNode = Extract<RootNode, { type: 'list' }>;
type ImageNode = Extract<RootNode, { type: 'image' }>;
type InlineNode = Extract<RootNode, { type: 'paragraph' }>['children'][number];
type TextNode = Extract<InlineNode, { type: 'text' }>;
type ListChild = ListNode['children'][number];

/** The modifiers in nesting order, innermost first (the renderer nests them in key order). */
const MODIFIERS = ['code', 'bold', 'italic', 'underline', 'strikethrough'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function text(node: Json): TextNode {
  const clean: TextNode = { type: 'text', text: typeof node.text === 'string' ? node.text : '' };
  for (const modifier of MODIFIERS) if (node[modifier] === true) clean[modifier] = true;
  return clean;
}

/** Text and links; a link with a refused address (or inside another link) becomes its text. */
function inline(nodes: unknown, insideLink = false): InlineNode[] {
  return list(nodes).flatMap((node): InlineNode[] => {
    if (!isObject(node)) return [];
    if (node.type === 'text') return [text(node)];
    if (node.type === 'link') {
      const children = inline(node.children, true) as TextNode[];
      const url = insideLink ? undefined : safeUrl(node.url);
      return url ? [{ type: 'link', url, children }] : children;
    }
    return [];
  });
}

function listItems(nodes: unknown, resolveMediaUrl: (url: string) => string): ListChild[] {
  return list(nodes).flatMap((node): ListChild[] => {
    if (!isObject(node)) return [];
    if (node.type === 'list-item') return [{ type: 'list-item', children: inline(node.children) }];
    if (node.type === 'list') {
      // A nested list goes inside an item of its own (ul > li > ul), as valid HTML wants.
      const nested = block(node, resolveMediaUrl) as ListNode;
      return [{ type: 'list-item', children: [nested] as unknown as InlineNode[] }];
    }
    return [];
  });
}

function block(node: Json, resolveMediaUrl: (url: string) => string): RootNode | null {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
    case 'code':
      return { type: node.type, children: inline(node.children) };
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
      const clean = {
        url: resolveMediaUrl(src),
        alternativeText: typeof image.alternativeText === 'string' ? image.alternativeText : null,
        ...(typeof image.width === 'number' ? { width: image.width } : {}),
        ...(typeof image.height === 'number' ? { height: image.height } : {}),
      };
      return { type: 'image', image: clean as ImageNode['image'], children: [{ type: 'text', text: '' }] };
    }
    default:
      return null;
  }
}

/** The blocks tree with only known nodes and safe addresses: what BlocksContent renders. */
export function sanitizeBlocks(blocks: unknown, resolveMediaUrl: (url: string) => string = (url) => url): RootNode[] {
  return list(blocks).flatMap((node) => {
    const clean = isObject(node) ? block(node, resolveMediaUrl) : null;
    return clean ? [clean] : [];
  });
}

export function BlocksContent({ blocks, resolveMediaUrl = (url) => url }: { blocks: unknown; resolveMediaUrl?: (url: string) => string }) {
  if (!Array.isArray(blocks)) return null;
  return (
    <div className="prose">
      <StrapiBlocks content={sanitizeBlocks(blocks, resolveMediaUrl)} />
    </div>
  );
}
