'use client';

import Image from 'next/image';
import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { FILE_COUNT_SUFFIX, KEEP_SUFFIX, validateDocument, type FieldErrors, type FormField, type FormValues } from '@/lib/collections/form-fields';
import { MarkdownEditor } from './markdown-editor';
import { RelationPicker, type RelationOption } from './relation-picker';

export interface ExistingMedia {
  id: number;
  name: string;
  url: string;
  alt: string;
}

export interface FormState {
  values: FormValues;
  fieldErrors: FieldErrors;
  message?: string;
}

interface DocumentFormProps {
  fields: FormField[];
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  initialValues: FormValues;
  existingMedia: Record<string, ExistingMedia[]>;
  relationOptions: Record<string, RelationOption[]>;
  submissionId: string;
  submitLabel: string;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * A form generated from the schema. Without JavaScript it posts to the server action and comes
 * back with the values typed. With it, the schema's rules are checked first, the form is sent
 * without a reload (so nothing typed, files included, is ever cleared), errors appear next to
 * their fields and the outcome is announced.
 */
export function DocumentForm({ fields, action, initialValues, existingMedia, relationOptions, submissionId, submitLabel }: DocumentFormProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, { values: initialValues, fieldErrors: {} });
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? state.fieldErrors;
  const message = clientErrors ? 'Some fields need your attention.' : state.message;
  const values = state.values && Object.keys(state.values).length ? state.values : initialValues;

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
    const current: FormValues = {};
    for (const field of fields) {
      const entries = data.getAll(field.name);
      const strings = entries.filter((entry): entry is string => typeof entry === 'string');
      current[field.name] = field.kind === 'relations' ? strings : (strings[0] ?? '');
      if (field.kind === 'media' || field.kind === 'medias') {
        current[`${field.name}${KEEP_SUFFIX}`] = data.getAll(`${field.name}${KEEP_SUFFIX}`).map(String);
        current[`${field.name}${FILE_COUNT_SUFFIX}`] = String(entries.filter((entry) => typeof entry === 'object' && (entry as File).size > 0).length);
      }
    }
    const problems = validateDocument(fields, current);
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
        const describedBy = error ? `${id}-error` : undefined;
        const value = values[field.name];
        const labelText = `${field.label}${field.required ? '' : ' (optional)'}`;
        const attribute = field.attribute as { maxLength?: number; min?: number; max?: number; enum?: string[]; allowedTypes?: string[]; targetField?: string };

        let input: React.ReactNode;
        switch (field.kind) {
          case 'textarea':
            input = <textarea id={id} name={field.name} rows={4} defaultValue={one(value)} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />;
            break;
          case 'markdown':
            input = <MarkdownEditor id={id} name={field.name} defaultValue={one(value)} describedBy={describedBy} invalid={Boolean(error)} />;
            break;
          case 'boolean':
            input = <input id={id} name={field.name} type="checkbox" defaultChecked={one(value) === 'true' || one(value) === 'on'} aria-describedby={describedBy} />;
            break;
          case 'select':
            input = (
              <select id={id} name={field.name} defaultValue={one(value)} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
                <option value="">{field.required ? 'Choose…' : 'None'}</option>
                {(attribute.enum ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
            break;
          case 'relation':
          case 'relations':
            input = (
              <RelationPicker
                id={id}
                name={field.name}
                target={field.target!}
                multiple={field.kind === 'relations'}
                initialOptions={relationOptions[field.name] ?? []}
                selected={many(value)}
                describedBy={describedBy}
                invalid={Boolean(error)}
              />
            );
            break;
          case 'media':
          case 'medias': {
            const kept = new Set(many(values[`${field.name}${KEEP_SUFFIX}`] ?? (existingMedia[field.name] ?? []).map((media) => String(media.id))));
            const accept = (attribute.allowedTypes ?? []).map((type) => (type === 'images' ? 'image/*' : type === 'videos' ? 'video/*' : type === 'audios' ? 'audio/*' : '')).filter(Boolean).join(',');
            input = (
              <div className="media-input">
                {(existingMedia[field.name] ?? []).map((media) => (
                  <label key={media.id} className="media-keep">
                    <input type="checkbox" name={`${field.name}${KEEP_SUFFIX}`} value={media.id} defaultChecked={kept.has(String(media.id))} />
                    <Image src={media.url} alt={media.alt} width={96} height={54} />
                    <span>Keep {media.name}</span>
                  </label>
                ))}
                <input id={id} name={field.name} type="file" multiple={field.kind === 'medias'} accept={accept || undefined} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
              </div>
            );
            break;
          }
          default: {
            const type = { text: 'text', email: 'email', integer: 'number', decimal: 'number', date: 'date', datetime: 'datetime-local', time: 'time' }[field.kind] ?? 'text';
            input = (
              <input
                id={id}
                name={field.name}
                type={type}
                step={field.kind === 'decimal' ? 'any' : undefined}
                defaultValue={one(value)}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
              />
            );
          }
        }
        const hint =
          field.attribute.type === 'uid' && attribute.targetField
            ? `Leave empty to make one from the ${attribute.targetField}.`
            : attribute.maxLength
              ? `Up to ${attribute.maxLength} characters.`
              : attribute.min !== undefined
                ? `At least ${attribute.min}.`
                : undefined;
        return (
          <div key={field.name} className={`field field-${field.kind}`}>
            <label htmlFor={id}>{labelText}</label>
            {hint && <p className="hint">{hint}</p>}
            {input}
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div role="status" aria-live="polite" className={`form-status ${message ? 'error' : pending ? 'pending' : ''}`}>
        {message ?? (pending ? 'Saving…' : '')}
      </div>
      <button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
