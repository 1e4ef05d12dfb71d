'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import { translator, type Translate } from '@/lib/i18n/interpolate';

const UiTextContext = createContext<Messages>({});

/** Client components' namespaces, as plain strings: the browser gets no message-format runtime. Providers add up. */
export function UiTextProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const outer = useContext(UiTextContext);
  const value = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

export function useUiText(namespace: string): Translate {
  const messages = useContext(UiTextContext);
  return useMemo(() => translator(messages[namespace] as Record<string, unknown> | undefined, namespace), [messages, namespace]);
}
