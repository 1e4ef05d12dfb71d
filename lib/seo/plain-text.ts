/**
 * Text for a meta description, from whatever kind of text field a type has: plain text, markdown
 * (Strapi's richtext) or Strapi blocks. Pure. The result is only ever written as an attribute
 * value (React escapes it), so this is about reading well, not about safety.
 */

/** Markdown without its markup: link and image text kept, syntax, HTML tags and code fences dropped. */
export function markdownToText(markdown: string): string {
  return collapse(
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*_~`]+/g, ''),
  );
}

/** The text of a Strapi blocks tree, one space between blocks. */
export function blocksToText(blocks: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const { text, children } = node as { text?: unknown; children?: unknown };
    if (typeof text === 'string') parts.push(text);
    if (children) {
      walk(children);
      parts.push(' ');
    }
  };
  walk(blocks);
  return collapse(parts.join(''));
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be cut. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
