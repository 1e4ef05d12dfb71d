import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { UiTextProvider } from '@/components/ui/ui-text';
import { pickNamespaces } from '@/lib/i18n/messages';

/** Namespaces only some pages' client components read: each one sent is in the page's payload. */
export const CLIENT_TEXT = {
  authForms: ['Validation', 'AuthForm'],
  confirmation: ['confirmDialog'],
  documentForm: ['DocumentForm', 'FormRules', 'BlocksEditor'],
} as const;

/** Adds `namespaces`, in the page's language, to those of the providers around it. */
export async function ClientText({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <UiTextProvider messages={pickNamespaces(messages, namespaces)}>{children}</UiTextProvider>;
}
