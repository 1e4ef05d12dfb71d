'use client';

import { createContext, useContext } from 'react';
import type { FieldErrors } from '@/lib/collections/form-fields';
import type { RelationOption } from '../relation-picker';
import type { EditorImage } from '../blocks-editor/types';

/** What every field of one generated form shares, however deep it sits in components. */
export interface FormContextValue {
  formId: string;
  errors: FieldErrors;
  /** The options of each relation's target collection, by its pluralName. */
  relationOptions: Record<string, RelationOption[]>;
  /** The images the Blocks editor offers: the member's own files attached to this entry. */
  images: EditorImage[];
}

export const FormContext = createContext<FormContextValue>({ formId: 'form', errors: {}, relationOptions: {}, images: [] });
export const useFormContext = () => useContext(FormContext);
