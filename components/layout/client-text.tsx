import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { UiTextProvider } from '@/components/layout/ui-text';
import { pickNamespaces } from '@/lib/i18n/catalogs';

/**
 * Catalog namespaces some client components read (useUiText), sent with the pages that show them
 * only: each one is in the page's payload, so the layout sends only what every page needs
 * (the layout's CLIENT_NAMESPACES: the error boundaries' words).
 */
export const CLIENT_TEXT = {
  /** The sign-in, registration and password forms (AuthForm). */
  authForms: ['Validation', 'AuthForm'],
  /** Cancel, in the confirmation dialogs and pages (CancelButton). */
  confirmation: ['confirmDialog'],
  /** The generated create and edit form (DocumentForm and its fields). */
  documentForm: ['DocumentForm', 'FormRules', 'BlocksEditor'],
} as const;

/**
 * Adds `namespaces`, in the page's language, to those of the UiTextProviders around it, for the
 * client components inside.
 */
export async function ClientText({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <UiTextProvider messages={pickNamespaces(messages, namespaces)}>{children}</UiTextProvider>;
}
