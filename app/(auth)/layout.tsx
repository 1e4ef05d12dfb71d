import type { ReactNode } from 'react';
import { CLIENT_TEXT, ClientText } from '@/components/layout/client-text';

/** The sign-in, registration and password pages: their forms' words (the browser checks what it can first). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientText namespaces={CLIENT_TEXT.authForms}>{children}</ClientText>;
}
