import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/layout/local-link';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="state-page">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <LocalLink href="/">{t('home')}</LocalLink>
    </section>
  );
}
