import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { UiTextProvider } from '@/components/layout/ui-text';
import { pickNamespaces } from '@/lib/i18n/catalogs';

/** The catalog namespaces the generated form's client components read (useUiText): only the form pages send them. */
export const FORM_NAMESPACES = ['DocumentForm', 'FormRules', 'BlocksEditor'] as const;

/**
 * The form's words, in the page's language, for the create and edit pages only: the list and
 * detail pages (and their first-load JS) carry none of them.
 */
export async function FormText({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <UiTextProvider messages={pickNamespaces(messages, FORM_NAMESPACES)}>{children}</UiTextProvider>;
}
