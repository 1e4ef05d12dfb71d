import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailFormPage } from '@/components/auth/email-form-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('forgotTitle') };
}

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('Auth');
  return (
    <EmailFormPage
      title={t('forgotTitle')}
      intro={t('forgotIntro')}
      action="forgot-password"
      submitLabel={t('sendResetLink')}
      returnTo="/forgot-password"
      params={await searchParams}
    />
  );
}
