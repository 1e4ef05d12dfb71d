import 'server-only';
import { readToken, strapiClient } from '@/lib/auth/session';
import { maxUploadBytes } from '@/lib/app-settings';
import { resolveMediaUrl } from '@/lib/content/media';
import { errorStatus, isStrapiError, ownImages, removeFile, upload } from '@/lib/strapi';
import { imageChoice, type ImageChoice } from './blocks-image';
import { uploadRefusal } from './upload-refusal';
import { megabytes } from './rule-text';
import { requestWords } from './request-words';

// The Blocks editor's images: the member's own uploads, and a new one uploaded the way media fields are.
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

export async function uploadOwnImage(data: FormData): Promise<UploadImageOutcome> {
  const { say, rules } = await requestWords();
  const SIGNED_OUT = say('imagesSignedOut');
  if (!(await readToken())) return { ok: false, message: SIGNED_OUT };
  const file = data.get('file');
  if (!(typeof file === 'object' && file !== null && 'size' in file) || file.size === 0) return { ok: false, message: say('chooseImage') };
  if (file.size > maxUploadBytes)
    return {
      ok: false,
      message: say('imageTooLarge', {
        name: file.name,
        total: megabytes(file.size, rules.locale),
        count: megabytes(maxUploadBytes, rules.locale),
      }),
    };
  const alternativeText = String(data.get('alternativeText') ?? '')
    .trim()
    .slice(0, 500);
  const client = await strapiClient();
  try {
    const created = await upload(client, file, alternativeText ? { alternativeText } : undefined);
    const image = imageChoice(created as unknown as Record<string, unknown>, resolveMediaUrl);
    if (!image) {
      // Stored, but not something a Blocks image can hold (a PDF where the site allows them): not kept.
      await removeFile(client, created.id).catch(() => undefined);
      return { ok: false, message: say('notAnImage', { name: file.name }) };
    }
    return { ok: true, image };
  } catch (error) {
    const refusal = uploadRefusal(error, say);
    if (refusal) return { ok: false, message: refusal };
    if (errorStatus(error) === 401) return { ok: false, message: SIGNED_OUT };
    if (errorStatus(error) === 403) return { ok: false, message: say('uploadForbidden') };
    return {
      ok: false,
      message:
        isStrapiError(error) && errorStatus(error)! < 500 ? say('uploadRefused', { name: error.error.message }) : say('imagesUnavailable'),
    };
  }
}
