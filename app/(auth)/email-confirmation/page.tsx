import type { Metadata } from 'next';
import { EmailFormPage } from '@/components/auth/email-form-page';

export const metadata: Metadata = { title: 'Confirm your email address' };

export default async function EmailConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <EmailFormPage
      title="Confirm your email address"
      intro="Did not get the confirmation email, or did its link expire? We can send a new one."
      action="send-email-confirmation"
      submitLabel="Resend confirmation email"
      returnTo="/email-confirmation"
      params={await searchParams}
    />
  );
}
