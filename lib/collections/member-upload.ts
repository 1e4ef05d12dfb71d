import 'server-only';
import { freshToken } from '@/lib/auth/session';
import { maxUploadBytes } from '@/lib/app-settings';
import { isSameOrigin } from '@/lib/http/request';
import { resolveMediaUrl } from '@/lib/content/media';
import { megabytes } from './rule-text';
import { uploadMemberFile } from './own-images';
import { requestWords } from './request-words';

/** A file Strapi stored for a media field, as the field shows it until the form is saved. */
export interface UploadedFile {
  id: number;
  name: string;
  url: string;
  mime: string | null;
}

export type MemberUploadOutcome = { ok: true; file: UploadedFile } | { ok: false; status: number; message: string };

/** A multipart request's own parts (one file and its alternative text) take a little more than the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;

type UploadForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413 };

/**
 * The request's form, read no further than one upload may send (MAX_UPLOAD_SIZE): a Content-Length above it is refused
 * unread, and a body without one is cut off once it passes it.
 */
export async function readUploadForm(request: Request, limit = maxUploadBytes + MULTIPART_ALLOWANCE): Promise<UploadForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data') || !request.body) return { ok: false, status: 400 };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413 };
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  const form = await new Response(new Blob(chunks as BlobPart[]), { headers: { 'content-type': type } }).formData().catch(() => null);
  return form ? { ok: true, form } : { ok: false, status: 400 };
}

/**
 * `POST /api/uploads`: one file from a media field, sent before the form's save so the field can show its progress.
 * This site's pages only (Origin, else Referer), a member's session (refreshed here: the proxy does not run before
 * /api), a body no larger than one upload; then the upload, as a save makes it. The save names the file; a save that
 * fails deletes it again. `locale`: the page's, for the words of a refusal.
 */
export async function memberUpload(request: Request, locale: string | null): Promise<MemberUploadOutcome> {
  const words = await requestWords(locale);
  if (!isSameOrigin(request)) return { ok: false, status: 403, message: words.say('crossOrigin') };
  if (!(await freshToken())) return { ok: false, status: 401, message: words.say('sessionEndedSignIn') };
  const read = await readUploadForm(request);
  if (!read.ok) {
    const message =
      read.status === 413
        ? words.say('requestTooLarge', { count: megabytes(maxUploadBytes, words.rules.locale) })
        : words.say('chooseFile');
    return { ok: false, status: read.status, message };
  }
  const stored = await uploadMemberFile(read.form.get('file'), read.form.get('alternativeText'), words);
  if (!stored.ok) return stored;
  const { id, name, url, mime } = stored.file;
  return { ok: true, file: { id, name, url: resolveMediaUrl(url), mime: mime ?? null } };
}
