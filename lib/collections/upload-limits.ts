import type { FieldErrors } from './form-fields';

/** A size as members read it: 1.5 MB, 12 MB. */
export const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 10 * 2 ** 20 ? 1 : 0)} MB`;

/**
 * Checked in the browser before a save is sent: the files chosen, together, must fit in one save
 * (`maxBytes`, the app's MAX_UPLOAD_SIZE), or the server would refuse the whole request unread.
 * The problem is shown beside each media field that holds files. Strapi checks each file's type
 * and size again, and the member's quota, when they arrive.
 */
export function chosenFilesProblems(data: FormData, maxBytes: number): FieldErrors {
  // Every input that holds files, by name: media fields in components and dynamic zones too.
  const bytesByName = new Map<string, number>();
  for (const [name, entry] of data.entries()) {
    if (typeof entry === 'object' && entry !== null && 'size' in entry && entry.size > 0)
      bytesByName.set(name, (bytesByName.get(name) ?? 0) + entry.size);
  }
  const total = [...bytesByName.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (total <= maxBytes) return {};
  const message = `The files chosen come to ${megabytes(total)}; one save can send at most ${megabytes(maxBytes)}. Choose smaller or fewer files.`;
  return Object.fromEntries([...bytesByName.keys()].map((name) => [name, message]));
}
