import type { ReactNode } from 'react';
import { CLIENT_TEXT, ClientText } from '@/components/layout/client-text';

/** The account pages: the password and profile forms' words, and the delete-account confirmation's. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientText namespaces={[...CLIENT_TEXT.authForms, ...CLIENT_TEXT.confirmation]}>{children}</ClientText>;
}
