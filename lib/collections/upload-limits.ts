import type { FieldErrors } from './form-fields';
import { megabytes, type RuleText } from './rule-text';

export { megabytes };

/**
 * Checked in the browser before a save is sent: the files chosen, together, must fit in one save
 * (`maxBytes`, the app's MAX_UPLOAD_SIZE), or the server would refuse the whole request unread.
 * The problem is shown beside each media field that holds files. Strapi checks each file's type
 * and size again, and the member's quota, when they arrive.
 */
export function chosenFilesProblems(data: FormData, maxBytes: number, text: RuleText): FieldErrors {
  // Every input that holds files, by name: media fields in components and dynamic zones too.
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
