import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { UiTextProvider } from '@/components/layout/ui-text';
import { pickNamespaces } from '@/lib/i18n/catalogs';

/**
 * Catalog namespaces some client components read (useUiText), sent with the pages that show them
 * only: each one is in the page's payload, so the layout sends only what every page needs
 * (CLIENT_NAMESPACES in app/layout.tsx: the error boundaries' words).
 */
export const CLIENT_TEXT = {
  /** The sign-in, registration and password forms (components/auth/auth-form.tsx). */
  authForms: ['Validation', 'AuthForm'],
  /** Cancel, in the confirmation dialogs and pages (components/ui/confirm-dialog.tsx). */
  confirmation: ['confirmDialog'],
  /** The generated create and edit form (components/collection/document-form.tsx and its fields). */
  documentForm: ['DocumentForm', 'FormRules', 'BlocksEditor'],
} as const;

/**
 * Adds `namespaces`, in the page's language, to those of the providers around it
 * (components/layout/ui-text.tsx), for the client components inside.
 */
export async function ClientText({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <UiTextProvider messages={pickNamespaces(messages, namespaces)}>{children}</UiTextProvider>;
}
