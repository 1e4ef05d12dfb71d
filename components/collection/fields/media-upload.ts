import { uploadedFieldName } from '@/lib/collections/form-fields';
import type { UploadedFile } from '@/lib/collections/member-upload';

/**
 * What a media field does in the browser beyond the plain file input: which files it takes (its `accept`), how a long
 * file name is cut for the eye, and one file uploaded to the app's `POST /api/uploads` with its progress
 * (XMLHttpRequest reports `upload.onprogress`; fetch does not). The session cookie goes with it; no token ever does.
 */

export type UploadOutcome =
  | { ok: true; file: UploadedFile }
  /** `message` is the route's sentence for the member; null when the upload never got an answer (offline, a 502 page). */
  | { ok: false; status: number; message: string | null }
  | { ok: false; aborted: true };

export interface RunningUpload {
  done: Promise<UploadOutcome>;
  abort: () => void;
}

export const UPLOAD_ROUTE = '/api/uploads';

/** Whether this browser can send a file on its own with its progress, and set a file input's files (DataTransfer). */
export function canUploadAtOnce(): boolean {
  return typeof XMLHttpRequest === 'function' && typeof DataTransfer === 'function';
}

function answerOf(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return null;
  }
}

function isUploadedFile(value: unknown): value is UploadedFile {
  const file = value as Partial<UploadedFile> | null;
  return typeof file?.id === 'number' && Number.isInteger(file.id) && typeof file.name === 'string' && typeof file.url === 'string';
}

/** Sends one file; `onProgress` gets the share sent, 0 to 1. */
export function uploadFile(
  file: File,
  { locale, alternativeText }: { locale: string; alternativeText?: string },
  onProgress: (share: number) => void,
): RunningUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      const answer = answerOf(request);
      if (request.status >= 200 && request.status < 300 && isUploadedFile(answer)) {
        resolve({ ok: true, file: answer });
        return;
      }
      const message = (answer as { message?: unknown } | null)?.message;
      // A proxy's error page is no sentence for the member.
      resolve({ ok: false, status: request.status, message: typeof message === 'string' && message ? message : null });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: null });
    request.ontimeout = () => resolve({ ok: false, status: 0, message: null });
    request.onabort = () => resolve({ ok: false, aborted: true });
  });
  const body = new FormData();
  body.append('file', file, file.name);
  if (alternativeText) body.append('alternativeText', alternativeText);
  request.open('POST', `${UPLOAD_ROUTE}?${new URLSearchParams({ locale })}`);
  request.setRequestHeader('Accept', 'application/json');
  request.send(body);
  return { done, abort: () => request.abort() };
}

/** The file being sent, for its field's progress bar: its input's name, its own name, the share sent (0 to 1). */
export interface SendingFile {
  field: string;
  name: string;
  share: number;
}

/**
 * A form's chosen files sent first, one at a time, each reporting its progress; the form's data comes back with each
 * file sent replaced by its id under `{field}__uploaded`. A file that fails here stays in it: the save then uploads it
 * itself, and says why if it is refused. Without XMLHttpRequest and DataTransfer, the data goes as it is.
 */
export async function sendChosenFiles(data: FormData, locale: string, onProgress: (file: SendingFile | null) => void): Promise<FormData> {
  const entries = [...data.entries()];
  if (!canUploadAtOnce() || !entries.some(([, value]) => typeof value !== 'string' && value.size > 0)) return data;
  const sent = new FormData();
  try {
    for (const [name, value] of entries) {
      if (typeof value === 'string' || value.size === 0) {
        sent.append(name, value);
        continue;
      }
      onProgress({ field: name, name: value.name, share: 0 });
      const outcome = await uploadFile(value, { locale }, (share) => onProgress({ field: name, name: value.name, share })).done;
      if (outcome.ok) sent.append(uploadedFieldName({ name }), String(outcome.file.id));
      else sent.append(name, value);
    }
  } finally {
    onProgress(null);
  }
  return sent;
}

/** Whether a file is one the input's `accept` names (`image/*`, `image/png`, `.pdf`); an empty `accept` takes any. */
export function accepts(accept: string | undefined, file: Pick<File, 'name' | 'type'>): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (!tokens.length) return true;
  const type = (file.type || '').toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Images a browser can show as they are, by their type, else by their name. */
export function isImageFile(file: { mime?: string | null; name: string }): boolean {
  if (file.mime) return file.mime.startsWith('image/');
  return /\.(avif|gif|jpe?g|png|webp)$/i.test(file.name);
}

/** What a file that is no image shows under its icon: its extension ("PDF", "MP4"), else its type's second half. */
export function typeLabel(file: { mime?: string | null; name: string }): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = file.mime?.split('/')[1]?.split(/[;+.-]/)[0];
  return subtype ? subtype.toUpperCase() : '';
}

/** Characters kept at a long name's end (its extension and a few before it), so that an ellipsis falls in the middle. */
const NAME_TAIL = 10;

/** A name in two parts: the start, which CSS may cut with an ellipsis, and the end, always shown. */
export function nameParts(name: string): [string, string] {
  if (name.length <= NAME_TAIL * 2) return [name, ''];
  return [name.slice(0, -NAME_TAIL), name.slice(-NAME_TAIL)];
}
