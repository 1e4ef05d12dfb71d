import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/layout/local-link';

/**
 * "Page not found", in the page's locale: what the root not-found page shows for an address no route
 * matches, and what a page shows for content that is not there (`answeredOnServer`). A view
 * only: Next also renders the root not-found page into every page's payload, so nothing here may say
 * the answer is a 404.
 */
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
