'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/catalogs';
import { translator, type Translate } from '@/lib/i18n/interpolate';

const UiTextContext = createContext<Messages>({});

/**
 * The few catalog namespaces client components need (the layout's CLIENT_NAMESPACES), as
 * plain strings: the browser gets no message-format runtime, so the list page stays as light as
 * before. Everything else is translated on the server with next-intl. A page may add the
 * namespaces only its own client components read (the create and edit pages: the form's) with a
 * provider of its own inside: it adds them to those of the layout.
 */
export function UiTextProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const outer = useContext(UiTextContext);
  const value = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

export function useUiText(namespace: string): Translate {
  const messages = useContext(UiTextContext);
  return useMemo(() => translator(messages[namespace] as Record<string, unknown> | undefined, namespace), [messages, namespace]);
}
