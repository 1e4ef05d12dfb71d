'use server';

import { redirect } from 'next/navigation';
import type { AutosaveState, SaveState } from '@/lib/collections/form-fields';
import { deleteDocument, publishDocument, saveDocument, unpublishDocument } from '@/lib/collections/save';
import { listOwnImages, uploadOwnImage, type OwnImagesOutcome, type UploadImageOutcome } from '@/lib/collections/own-images';

/** Server actions for the generated forms; the save functions they call do the work. */
export async function saveDocumentAction(
  target: { collection: string; documentId?: string },
  _previous: SaveState,
  formData: FormData,
): Promise<SaveState> {
  const outcome = await saveDocument(target.collection, target.documentId, formData);
  if (outcome.redirectTo) redirect(outcome.redirectTo);
  return outcome.ok ? { values: {}, fieldErrors: {} } : outcome.state;
}

/** The form's draft saved by itself, after a pause in typing: never a page change, whatever the outcome. */
export async function autosaveDraftAction(target: { collection: string; documentId?: string }, formData: FormData): Promise<AutosaveState> {
  const outcome = await saveDocument(target.collection, target.documentId, formData, { autosave: true });
  if (outcome.ok) return { ok: true, ...outcome.saved! };
  const { message, conflict, fieldErrors } = outcome.state;
  return { ok: false, message, conflict, incomplete: Object.keys(fieldErrors).length > 0, signedOut: Boolean(outcome.redirectTo) };
}

type DocumentTarget = { collection: string; documentId: string };

/** A button's outcome: on to the page it leads to, or the refusal to show beside it. */
function settle(outcome: Awaited<ReturnType<typeof deleteDocument>>): { message?: string } {
  if (outcome.redirectTo) redirect(outcome.redirectTo);
  return outcome.ok ? {} : { message: outcome.message };
}

export async function deleteDocumentAction(target: DocumentTarget, _previous: { message?: string }, _formData: FormData) {
  return settle(await deleteDocument(target.collection, target.documentId));
}

export async function publishDocumentAction(target: DocumentTarget, _previous: { message?: string }, _formData: FormData) {
  return settle(await publishDocument(target.collection, target.documentId));
}

export async function unpublishDocumentAction(target: DocumentTarget, _previous: { message?: string }, _formData: FormData) {
  return settle(await unpublishDocument(target.collection, target.documentId));
}

/** The Blocks editor's image picker: the member's own images, and a new one uploaded. */
export async function ownImagesAction(): Promise<OwnImagesOutcome> {
  return listOwnImages();
}

export async function uploadImageAction(data: FormData): Promise<UploadImageOutcome> {
  return uploadOwnImage(data);
}
