import type { FieldErrors } from './form-fields';
import { megabytes, type RuleText } from './rule-text';

export { megabytes };

/** The files chosen must fit in one save together, or the server would refuse the request unread. */
export function chosenFilesProblems(data: FormData, maxBytes: number, text: RuleText): FieldErrors {
  const bytesByName = new Map<string, number>();
  for (const [name, entry] of data.entries()) {
    if (typeof entry === 'object' && entry !== null && 'size' in entry && entry.size > 0)
      bytesByName.set(name, (bytesByName.get(name) ?? 0) + entry.size);
  }
  const total = [...bytesByName.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (total <= maxBytes) return {};
  const message = text.t('filesTooLarge', { total: megabytes(total, text.locale), count: megabytes(maxBytes, text.locale) });
  return Object.fromEntries([...bytesByName.keys()].map((name) => [name, message]));
}
