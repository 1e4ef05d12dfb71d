import type { SearchPart } from '@/lib/strapi/search';

/** Text with the words a search matched in `<mark>`: every part is text, escaped as React escapes any. */
export function MarkedText({ parts }: { parts: SearchPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          // Unmarked parts sit between marks in order; they never move, so their place is their key.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
