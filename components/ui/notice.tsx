import { useTranslations } from 'next-intl';
import { isNoticeCode } from '@/lib/auth/notices';

/** A confirmation carried by ?notice=<code>, in the page's language; unknown codes show nothing. */
export function Notice({ code }: { code: unknown }) {
  const t = useTranslations('Notices');
  if (!isNoticeCode(code)) return null;
  return (
    <p className="notice success" role="status">
      {t(code)}
    </p>
  );
}
