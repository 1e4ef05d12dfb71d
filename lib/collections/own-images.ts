import 'server-only';
import { readToken, strapiClient } from '@/lib/auth/session';
import { maxUploadBytes } from '@/lib/app-settings';
import { resolveMediaUrl } from '@/lib/content/media';
import { errorStatus, isStrapiError, ownImages, removeFile, upload, type StrapiMedia } from '@/lib/strapi';
import { imageChoice, type ImageChoice } from './blocks-image';
import { uploadRefusal } from './upload-refusal';
import { megabytes } from './rule-text';
import { requestWords, type RequestWords } from './request-words';

// A member's own files: the Blocks editor's images, and one file uploaded with the member's token, so that Strapi's
// portico-guard plugin records them as its owner: from the editor's picker, or from a media field before its save.
export type OwnImagesOutcome = { ok: true; images: ImageChoice[] } | { ok: false; message: string };
export type UploadImageOutcome = { ok: true; image: ImageChoice } | { ok: false; message: string };

export async function listOwnImages(): Promise<OwnImagesOutcome> {
  const { say } = await requestWords();
  const SIGNED_OUT = say('imagesSignedOut');
  if (!(await readToken())) return { ok: false, message: SIGNED_OUT };
  try {
    const files = await ownImages(await strapiClient());
    return { ok: true, images: files.map((file) => imageChoice(file, resolveMediaUrl)).filter((image) => image !== null) };
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401) return { ok: false, message: SIGNED_OUT };
    // A Strapi without portico-guard's route (404), or whose members were not granted it (403).
    if (status === 403 || status === 404 || status === 405) return { ok: false, message: say('imagesNotListed') };
    return { ok: false, message: say('imagesUnavailable') };
  }
}

export type StoredFile = { ok: true; file: StrapiMedia } | { ok: false; status: number; message: string };

const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && 'size' in value && 'name' in value;

/** `file` and its `alternativeText` as a form posted them: refused with a status and a sentence, or stored. */
export async function uploadMemberFile(
  file: unknown,
  alternativeText: unknown,
  { say, rules }: RequestWords,
  signedOut = say('sessionEndedSignIn'),
): Promise<StoredFile> {
  if (!(await readToken())) return { ok: false, status: 401, message: signedOut };
  if (!isFile(file) || file.size === 0) return { ok: false, status: 400, message: say('chooseFile') };
  if (file.size > maxUploadBytes) {
    const sizes = { name: file.name, total: megabytes(file.size, rules.locale), count: megabytes(maxUploadBytes, rules.locale) };
    return { ok: false, status: 413, message: say('imageTooLarge', sizes) };
  }
  const alt = String(alternativeText ?? '')
    .trim()
    .slice(0, 500);
  try {
    return { ok: true, file: await upload(await strapiClient(), file, alt ? { alternativeText: alt } : undefined) };
  } catch (error) {
    const status = errorStatus(error);
    const refusal = uploadRefusal(error, say);
    if (refusal) return { ok: false, status: status === 415 ? 415 : 413, message: refusal };
    if (status === 401) return { ok: false, status: 401, message: signedOut };
    if (status === 403) return { ok: false, status: 403, message: say('uploadForbidden') };
    if (status === 429) return { ok: false, status: 429, message: say('rateLimited') };
    if (isStrapiError(error) && status !== undefined && status < 500)
      return { ok: false, status: 400, message: say('uploadRefused', { name: error.error.message }) };
    return { ok: false, status: 503, message: say('imagesUnavailable') };
  }
}

export async function uploadOwnImage(data: FormData): Promise<UploadImageOutcome> {
  const words = await requestWords();
  if (!(await readToken())) return { ok: false, message: words.say('imagesSignedOut') };
  const file = data.get('file');
  if (!isFile(file) || file.size === 0) return { ok: false, message: words.say('chooseImage') };
  const stored = await uploadMemberFile(file, data.get('alternativeText'), words, words.say('imagesSignedOut'));
  if (!stored.ok) return { ok: false, message: stored.message };
  const image = imageChoice(stored.file as unknown as Record<string, unknown>, resolveMediaUrl);
  if (!image) {
    // Stored, but not something a Blocks image can hold (a PDF where the site allows them): not kept.
    await removeFile(await strapiClient(), stored.file.id).catch(() => undefined);
    return { ok: false, message: words.say('notAnImage', { name: file.name }) };
  }
  return { ok: true, image };
}
