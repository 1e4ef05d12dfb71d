import { titleAttribute, type ContentType } from '@/lib/strapi/schema';

const LONGEST = 70;

/** A line of text cut at a word, as a heading would hold it. */
function headingOf(text: string): string {
  const line = text.trim().split(/\r?\n/)[0]!.trim();
  if (line.length <= LONGEST) return line;
  // Up to the last whole word within the limit (the one ending at it included).
  const space = line.lastIndexOf(' ', LONGEST);
  return `${line.slice(0, space > 30 ? space : LONGEST).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * What names an entry to a reader: its title field (the site folder's or Portico's guess), else the
 * first line of its first text, else the type's name; never its id.
 */
export function entryTitle(type: ContentType, entry: Record<string, unknown>): string {
  const attributes = type.schema.attributes;
  const titleName = titleAttribute(attributes);
  const title = titleName ? entry[titleName] : undefined;
  if (typeof title === 'string' && title.trim()) return title.trim();
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = entry[name];
    if (attribute.type === 'text' && !attribute.private && !attribute.hidden && typeof value === 'string' && value.trim())
      return headingOf(value);
  }
  return type.schema.displayName;
}
