import type { SearchPart } from '@/lib/strapi/search';

/** Every part is text, escaped as React escapes any. */
export function MarkedText({ parts }: { parts: SearchPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          // The parts never move: their place is their key.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
