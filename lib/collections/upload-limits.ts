import type { FieldErrors, FormField } from './form-fields';

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 10 * 2 ** 20 ? 1 : 0)} MB`;

/**
 * Checked in the browser before a save is sent: the files chosen, together, must fit in one save
 * (`maxBytes`, the app's MAX_UPLOAD_SIZE), or the server would refuse the whole request unread.
 * The problem is shown beside each media field that holds files. Strapi checks each file's type
 * and size again, and the member's quota, when they arrive.
 */
export function chosenFilesProblems(fields: FormField[], data: FormData, maxBytes: number): FieldErrors {
  const chosen = fields
    .filter((field) => field.kind === 'media' || field.kind === 'medias')
    .map((field) => ({
      field,
      bytes: data
        .getAll(field.name)
        .filter((entry): entry is File => typeof entry === 'object' && entry !== null && 'size' in entry)
        .reduce((total, file) => total + file.size, 0),
    }))
    .filter(({ bytes }) => bytes > 0);
  const total = chosen.reduce((sum, { bytes }) => sum + bytes, 0);
  if (total <= maxBytes) return {};
  const message = `The files chosen come to ${megabytes(total)}; one save can send at most ${megabytes(maxBytes)}. Choose smaller or fewer files.`;
  return Object.fromEntries(chosen.map(({ field }) => [field.name, message]));
}
