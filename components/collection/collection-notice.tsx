import { useTranslations } from 'next-intl';
import { SavedWriting } from './saved-writing';

/** Codes a save or delete may carry back (the catalogs' "CollectionNotices" namespace). */
const CODES = new Set(['created', 'saved', 'deleted', 'published', 'updated', 'draft-saved', 'unpublished']);
/** Those a form's save leads to. */
const SAVES = new Set(['created', 'saved', 'published', 'updated', 'draft-saved']);

/** Outcome of a save or delete, carried by ?notice=<code> after the redirect. */
export function CollectionNotice({ code }: { code: unknown }) {
  const t = useTranslations('CollectionNotices');
  if (typeof code !== 'string' || !CODES.has(code)) return null;
  return (
    <p className="notice success" role="status">
      {t(code)}
      {SAVES.has(code) && <SavedWriting />}
    </p>
  );
}
