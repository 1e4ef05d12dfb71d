// Written only as an attribute value (React escapes it): this is about reading well, not safety.

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

export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
