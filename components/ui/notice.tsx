import { useTranslations } from 'next-intl';
import { isNoticeCode } from '@/lib/auth/redirect-notices';

/** What `?notice=` says; an unknown code says nothing. */
export function Notice({ code }: { code: unknown }) {
  const t = useTranslations('Notices');
  if (!isNoticeCode(code)) return null;
  return (
    <p className="notice success" role="status">
      {t(code)}
    </p>
  );
}
