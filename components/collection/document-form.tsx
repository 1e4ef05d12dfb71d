'use client';

import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react';
import {
  fileCountFieldName,
  keepFieldName,
  type ExistingMedia,
  type FieldErrors,
  type FormField,
  type FormValues,
  type SaveState,
} from '@/lib/collections/form-fields';
import { validateDocument } from '@/lib/collections/form-schema';
import { chosenFilesProblems } from '@/lib/collections/upload-limits';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { describedByOf, DocumentField } from './fields/document-field';
import { FieldInput } from './fields/field-input';
import type { RelationOption } from './relation-picker';

interface DocumentFormProps {
  fields: FormField[];
  action: (state: SaveState, formData: FormData) => Promise<SaveState>;
  initialValues: FormValues;
  existingMedia: Record<string, ExistingMedia[]>;
  relationOptions: Record<string, RelationOption[]>;
  submissionId: string;
  submitLabel: string;
  /** Draft & Publish: "Save draft" and "Publish" instead of one submit button. */
  draftAndPublish?: boolean;
  /** The most one save may send, files included (MAX_UPLOAD_SIZE). */
  maxUploadBytes?: number;
}

type Intent = 'draft' | 'publish';

/**
 * A form generated from the schema. Without JavaScript it posts to the server action and comes
 * back with the values typed. With it, the schema's rules are checked first, the form is sent
 * without a reload (so nothing typed, files included, is ever cleared), errors appear next to
 * their fields and the outcome is announced.
 */
export function DocumentForm({
  fields,
  action,
  initialValues,
  existingMedia,
  relationOptions,
  submissionId,
  submitLabel,
  draftAndPublish = false,
  maxUploadBytes = 10 * 2 ** 20,
}: DocumentFormProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, { values: initialValues, fieldErrors: {} });
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [intent, setIntent] = useState<Intent>('publish');
  const errors = clientErrors ?? state.fieldErrors;
  const message = clientErrors ? 'Some fields need your attention.' : state.message;
  const values = state.values && Object.keys(state.values).length ? state.values : initialValues;
  // Problems the server found (Strapi's own rules, a uniqueness) take focus as the browser's do.
  useFocusFirstInvalid(formRef, state);

  function focusFirst(problems: FieldErrors) {
    const first = fields.find((field) => problems[field.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand: React resets a form after an action submitted through its action prop, and
    // that would throw away what the user typed whenever the save fails.
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    // The button pressed says draft or publish; a form sent by hand does not carry it by itself.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === 'intent') {
      data.set('intent', submitter.value);
      setIntent(submitter.value === 'draft' ? 'draft' : 'publish');
    }
    const current: FormValues = {};
    for (const field of fields) {
      const entries = data.getAll(field.name);
      const strings = entries.filter((entry): entry is string => typeof entry === 'string');
      current[field.name] = field.kind === 'relations' ? strings : (strings[0] ?? '');
      if (field.kind === 'media' || field.kind === 'medias') {
        current[keepFieldName(field)] = data.getAll(keepFieldName(field)).map(String);
        current[fileCountFieldName(field)] = String(
          entries.filter((entry) => typeof entry === 'object' && (entry as File).size > 0).length,
        );
      }
    }
    const problems = { ...chosenFilesProblems(fields, data, maxUploadBytes), ...validateDocument(fields, current) };
    if (Object.keys(problems).length) {
      setClientErrors(problems);
      focusFirst(problems);
      return;
    }
    setClientErrors(null);
    startTransition(() => formAction(data));
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="form document-form" encType="multipart/form-data">
      <input type="hidden" name="submissionId" value={submissionId} />
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = errors[field.name];
        return (
          <DocumentField key={field.name} id={id} field={field} error={error}>
            <FieldInput
              id={id}
              field={field}
              values={values}
              describedBy={describedByOf(id, field, error)}
              invalid={Boolean(error)}
              existingMedia={existingMedia[field.name] ?? []}
              relationOptions={relationOptions[field.name] ?? []}
            />
          </DocumentField>
        );
      })}
      <div role="status" aria-live="polite" className={`form-status ${message ? 'error' : pending ? 'pending' : ''}`}>
        {message ?? (pending ? (draftAndPublish && intent === 'publish' ? 'Publishing…' : 'Saving…') : '')}
      </div>
      {draftAndPublish ? (
        <div className="form-actions">
          <button type="submit" name="intent" value="draft" className="button secondary" disabled={pending} aria-disabled={pending}>
            {pending && intent === 'draft' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="submit" name="intent" value="publish" disabled={pending} aria-disabled={pending}>
            {pending && intent === 'publish' ? 'Publishing…' : 'Publish'}
          </button>
        </div>
      ) : (
        <button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      )}
    </form>
  );
}
