import type { Metadata } from 'next';
import { EmailFormPage } from '@/components/auth/email-form-page';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <EmailFormPage
      title="Forgot your password?"
      intro="Enter the address you signed up with and we will email you a link to choose a new password."
      action="forgot-password"
      submitLabel="Send reset link"
      returnTo="/forgot-password"
      params={await searchParams}
    />
  );
}
