import 'server-only';
import { readToken, strapiClient } from '@/lib/auth/session';
import { maxUploadBytes } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/content/media';
import { errorStatus, isStrapiError, ownImages, removeFile, upload } from '@/lib/strapi';
import { imageChoice, type ImageChoice } from './blocks-image';
import { uploadRefusal } from './upload-refusal';
import { megabytes } from './upload-limits';

/**
 * The Blocks editor's images (its "Image" button): the signed-in member's own uploads, listed by
 * Strapi's portico-guard route with the member's token, and a new image uploaded through the same
 * path as the media fields (Strapi's upload API, where portico-guard reads the type from the bytes
 * and holds the size, pixel and quota limits). Called by the server actions in app/[collection]/actions.ts.
 */
export type OwnImagesOutcome = { ok: true; images: ImageChoice[] } | { ok: false; message: string };
export type UploadImageOutcome = { ok: true; image: ImageChoice } | { ok: false; message: string };

const SIGNED_OUT = 'Your session has ended. Sign in again to use your images.';
const UNAVAILABLE = 'The content service is unavailable right now. Please try again.';
/** A Strapi without portico-guard's route (404), or whose members were not granted it (403). */
export const NOT_LISTED =
  'This site does not list your earlier uploads (its Strapi lacks the portico-guard route for them). You can still upload a new image here.';

export async function listOwnImages(): Promise<OwnImagesOutcome> {
  if (!(await readToken())) return { ok: false, message: SIGNED_OUT };
  try {
    const files = await ownImages(await strapiClient());
    return { ok: true, images: files.map((file) => imageChoice(file, resolveMediaUrl)).filter((image) => image !== null) };
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401) return { ok: false, message: SIGNED_OUT };
    if (status === 403 || status === 404 || status === 405) return { ok: false, message: NOT_LISTED };
    return { ok: false, message: UNAVAILABLE };
  }
}

/** One image (form part `file`, with an optional `alternativeText`), stored as the member's own. */
export async function uploadOwnImage(data: FormData): Promise<UploadImageOutcome> {
  if (!(await readToken())) return { ok: false, message: SIGNED_OUT };
  const file = data.get('file');
  if (!(typeof file === 'object' && file !== null && 'size' in file) || file.size === 0)
    return { ok: false, message: 'Choose an image to upload.' };
  if (file.size > maxUploadBytes)
    return { ok: false, message: `"${file.name}" is ${megabytes(file.size)}; one upload can send at most ${megabytes(maxUploadBytes)}.` };
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
      return { ok: false, message: `"${file.name}" is not an image. Choose a JPEG, PNG, WebP, AVIF or GIF file.` };
    }
    return { ok: true, image };
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (refusal) return { ok: false, message: refusal };
    if (errorStatus(error) === 401) return { ok: false, message: SIGNED_OUT };
    if (errorStatus(error) === 403) return { ok: false, message: 'This site does not let you upload files.' };
    return { ok: false, message: isStrapiError(error) && errorStatus(error)! < 500 ? `${error.error.message}.` : UNAVAILABLE };
  }
}
