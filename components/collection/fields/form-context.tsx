'use client';

import { createContext, useContext } from 'react';
import type { FieldErrors } from '@/lib/collections/form-fields';
import type { SendingFile } from './media-upload';
import type { RelationOption } from '../relation-picker';
import type { EditorImage, ImageLibrary } from '../blocks-editor/image-picking';

/** What every field of one generated form shares, however deep it sits in components. */
export interface FormContextValue {
  formId: string;
  errors: FieldErrors;
  /** The options of each relation's target collection, by its pluralName. */
  relationOptions: Record<string, RelationOption[]>;
  /** Images already attached to this entry (offered when the member's uploads cannot be listed). */
  images: EditorImage[];
  /** The member's own images and new uploads, for the Blocks editor's image picker. */
  imageLibrary?: ImageLibrary;
  /** The most one upload may send (MAX_UPLOAD_SIZE). */
  maxUploadBytes: number;
  /** The file being sent as the form is saved: its input's name, its own name, and the share sent (0 to 1). */
  uploading?: Uploading | null;
}

export type Uploading = SendingFile;

export const FormContext = createContext<FormContextValue>({
  formId: 'form',
  errors: {},
  relationOptions: {},
  images: [],
  maxUploadBytes: 10 * 2 ** 20,
});
export const useFormContext = () => useContext(FormContext);
