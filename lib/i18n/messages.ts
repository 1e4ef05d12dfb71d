// A Strapi locale uses the file of its code (pt-BR), else of its language (pt), else English; nothing else names them.
import { DEFAULT_MESSAGES, isMessagesCode, messagesCandidates } from '@/server/locales/message-files.mjs';

export type Messages = Record<string, unknown>;

export { DEFAULT_MESSAGES, messagesCandidates };

export async function loadMessages(code: string | undefined): Promise<{ code: string; messages: Messages }> {
  for (const candidate of messagesCandidates(code)) {
    if (!isMessagesCode(candidate)) continue;
    try {
      const loaded = (await import(`../../messages/${candidate}.json`)) as { default: Messages };
      return { code: candidate, messages: loaded.default };
    } catch {}
  }
  const fallback = (await import('../../messages/en.json')) as { default: Messages };
  return { code: DEFAULT_MESSAGES, messages: fallback.default };
}

/** What client components are given. */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}

/** The site's words over Portico's, key by key: only keys Portico has, so a misspelt one cannot add a namespace. */
export function withInterfaceWords(
  messages: Messages,
  words: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
): Messages {
  if (!words) return messages;
  const merged: Messages = { ...messages };
  for (const [namespace, keys] of Object.entries(words)) {
    const known = merged[namespace];
    if (!known || typeof known !== 'object') continue;
    const own = Object.fromEntries(
      Object.entries(keys).filter(([key, value]) => typeof (known as Messages)[key] === 'string' && typeof value === 'string'),
    );
    merged[namespace] = { ...(known as Messages), ...own };
  }
  return merged;
}
