/**
 * The plain text a Blocks field shows without JavaScript, both ways: `#` headings, `-` and `1.` items (two spaces a
 * level), `>` quotes, fences, `![alt](url)` and paragraphs. Inline formatting has none: text saved unchanged keeps it.
 */
export type BlockNode = { type: string; children?: BlockNode[]; [key: string]: unknown };
export type Blocks = BlockNode[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isBlocks(value: unknown): value is Blocks {
  const node = (item: unknown): boolean =>
    isObject(item) &&
    typeof item.type === 'string' &&
    (item.type === 'text'
      ? typeof item.text === 'string'
      : item.children === undefined || (Array.isArray(item.children) && item.children.every(node)));
  return Array.isArray(value) && value.every(node);
}

export function parseBlocks(json: string | undefined): Blocks | undefined {
  if (json === undefined || json.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isBlocks(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: string): BlockNode => ({ type: 'text', text: value });

export function inlineText(children: BlockNode[] | undefined): string {
  return (children ?? []).map((child) => (child.type === 'text' ? String(child.text ?? '') : inlineText(child.children))).join('');
}

/** Some text, or an image. */
export function hasContent(blocks: Blocks): boolean {
  const visible = (node: BlockNode): boolean =>
    node.type === 'image' || (node.type === 'text' ? String(node.text ?? '').trim() !== '' : (node.children ?? []).some(visible));
  return blocks.some(visible);
}

function listText(list: BlockNode, depth: number): string[] {
  const lines: string[] = [];
  let number = 0;
  for (const child of list.children ?? []) {
    if (child.type === 'list') lines.push(...listText(child, depth + 1));
    else {
      number += 1;
      const marker = list.format === 'ordered' ? `${number}. ` : '- ';
      lines.push(`${'  '.repeat(depth)}${marker}${inlineText(child.children)}`);
    }
  }
  return lines;
}

export function blocksToText(blocks: Blocks): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `${'#'.repeat(Math.min(6, Math.max(1, Number(block.level) || 1)))} ${inlineText(block.children)}`;
        case 'list':
          return listText(block, 0).join('\n');
        case 'quote':
          return inlineText(block.children)
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n');
        case 'code':
          return `\`\`\`\n${inlineText(block.children)}\n\`\`\``;
        case 'image': {
          const image = isObject(block.image) ? block.image : {};
          return `![${String(image.alternativeText ?? '')}](${String(image.url ?? '')})`;
        }
        default:
          return inlineText(block.children);
      }
    })
    .join('\n\n');
}

const HEADING = /^(#{1,6}) (.*)$/;
const LIST_ITEM = /^( *)(-|\*|\d+\.) (.*)$/;
const QUOTE = /^> ?(.*)$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const FENCE = /^```/;

function listBlock(items: { depth: number; ordered: boolean; text: string }[]): BlockNode {
  // Strapi's model: a nested list is a child of its parent list, after the item it follows, with its indentLevel.
  const build = (start: number, depth: number): [BlockNode, number] => {
    const node: BlockNode = { type: 'list', format: items[start]!.ordered ? 'ordered' : 'unordered', children: [] };
    if (depth > 0) node.indentLevel = depth;
    let index = start;
    while (index < items.length) {
      const item = items[index]!;
      if (item.depth < depth) break;
      if (item.depth > depth) {
        const [nested, next] = build(index, depth + 1);
        node.children!.push(nested);
        index = next;
        continue;
      }
      node.children!.push({ type: 'list-item', children: [text(item.text)] });
      index += 1;
    }
    return [node, index];
  };
  return build(0, 0)[0];
}

/** Text can point at an image the entry already has (`previous`, by address), not add one. */
export function textToBlocks(source: string, previous: Blocks = []): Blocks {
  const images = new Map(
    previous
      .filter((block) => block.type === 'image' && isObject(block.image))
      .map((block) => [String((block.image as { url?: unknown }).url), block]),
  );
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Blocks = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (FENCE.test(line)) {
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index]!)) body.push(lines[index++]!);
      index += 1;
      blocks.push({ type: 'code', children: [text(body.join('\n'))] });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length, children: [text(heading[2]!)] });
      index += 1;
      continue;
    }
    const image = IMAGE.exec(line.trim());
    if (image && images.has(image[2]!)) {
      blocks.push(images.get(image[2]!)!);
      index += 1;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const items: { depth: number; ordered: boolean; text: string }[] = [];
      const baseIndent = LIST_ITEM.exec(line)![1]!.length;
      let match: RegExpExecArray | null;
      while (index < lines.length && (match = LIST_ITEM.exec(lines[index]!))) {
        const depth = Math.max(0, Math.floor((match[1]!.length - baseIndent) / 2));
        // A level deeper than the one before is one deeper, however far it is indented.
        const previousDepth = items.at(-1)?.depth ?? -1;
        items.push({ depth: Math.min(depth, previousDepth + 1), ordered: match[2] !== '-' && match[2] !== '*', text: match[3]! });
        index += 1;
      }
      // A list changes kind where its first level does: "- a" then "1. b" are two lists.
      let start = 0;
      for (let at = 1; at <= items.length; at += 1) {
        if (at === items.length || (items[at]!.depth === 0 && items[at]!.ordered !== items[start]!.ordered)) {
          blocks.push(listBlock(items.slice(start, at)));
          start = at;
        }
      }
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index]!)) quoted.push(QUOTE.exec(lines[index++]!)![1]!);
      blocks.push({ type: 'quote', children: [text(quoted.join('\n'))] });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() !== '' &&
      !HEADING.test(lines[index]!) &&
      !LIST_ITEM.test(lines[index]!) &&
      !QUOTE.test(lines[index]!) &&
      !FENCE.test(lines[index]!)
    )
      paragraph.push(lines[index++]!);
    blocks.push({ type: 'paragraph', children: [text(paragraph.join('\n'))] });
  }
  return blocks;
}

/** With the editor, its JSON; without, the text, which keeps the stored JSON (formatting and all) when unchanged. */
export function resolveBlocks(text: string | undefined, json: string | undefined): Blocks | undefined {
  const posted = parseBlocks(json);
  if (text === undefined) return posted ?? (json?.trim() ? undefined : []);
  if (posted && blocksToText(posted) === text.replace(/\r\n?/g, '\n')) return posted;
  return textToBlocks(text, posted);
}
