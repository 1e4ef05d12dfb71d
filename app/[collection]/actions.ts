'use server';

import { redirect } from 'next/navigation';
import type { SaveState } from '@/lib/collections/form-fields';
import { deleteDocument, saveDocument, unpublishDocument } from '@/lib/collections/save';

/** Server actions for the generated forms; the work is in lib/collections/save.ts. */
export async function saveDocumentAction(
  target: { collection: string; documentId?: string },
  _previous: SaveState,
  formData: FormData,
): Promise<SaveState> {
  const outcome = await saveDocument(target.collection, target.documentId, formData);
  if (outcome.redirectTo) redirect(outcome.redirectTo);
  return outcome.ok ? { values: {}, fieldErrors: {} } : outcome.state;
}

export async function deleteDocumentAction(
  target: { collection: string; documentId: string },
  _previous: { message?: string },
  _formData: FormData,
): Promise<{ message?: string }> {
  const outcome = await deleteDocument(target.collection, target.documentId);
  if (outcome.redirectTo) redirect(outcome.redirectTo);
  return outcome.ok ? {} : { message: outcome.message };
}

export async function unpublishDocumentAction(
  target: { collection: string; documentId: string },
  _previous: { message?: string },
  _formData: FormData,
): Promise<{ message?: string }> {
  const outcome = await unpublishDocument(target.collection, target.documentId);
  if (outcome.redirectTo) redirect(outcome.redirectTo);
  return outcome.ok ? {} : { message: outcome.message };
}
