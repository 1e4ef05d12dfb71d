import { useTranslations } from 'next-intl';

/** Codes a save or delete may carry back (the catalogs' "CollectionNotices" namespace). */
const CODES = new Set(['created', 'saved', 'deleted', 'published', 'draft-saved', 'unpublished']);

/** Outcome of a save or delete, carried by ?notice=<code> after the redirect. */
export function CollectionNotice({ code }: { code: unknown }) {
  const t = useTranslations('CollectionNotices');
  if (typeof code !== 'string' || !CODES.has(code)) return null;
  return (
    <p className="notice success" role="status">
      {t(code)}
    </p>
  );
}
