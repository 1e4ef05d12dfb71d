import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/local-link';

/** A view only: Next renders the root not-found page into every page's payload, so it may not set the status. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="state-page">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <LocalLink href="/">{t('home')}</LocalLink>
    </section>
  );
}
