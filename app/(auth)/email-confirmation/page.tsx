import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailFormPage } from '@/components/auth/email-form-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('confirmTitle') };
}

export default async function EmailConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('Auth');
  return (
    <EmailFormPage
      title={t('confirmTitle')}
      intro={t('confirmIntro')}
      action="send-email-confirmation"
      submitLabel={t('resendConfirmation')}
      returnTo="/email-confirmation"
      params={await searchParams}
    />
  );
}
