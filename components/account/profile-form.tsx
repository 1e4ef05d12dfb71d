'use client';

import { useActionState, useId, useRef } from 'react';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { ProfileFormState } from '@/lib/auth/account-control';
import type { ProfileFormText } from './account-text';
import { ProofField } from './proof-field';

interface ProfileFormProps {
  action: (state: ProfileFormState, formData: FormData) => Promise<ProfileFormState>;
  initial: ProfileFormState;
  /** Whether a new address takes effect only once confirmed (Strapi's setting), said before saving. */
  emailChangeNeedsConfirmation: boolean;
  /** Why the email cannot change here (an account made through a sign-in provider), if so. */
  emailLockedReason?: string;
  /** How the member confirms it's them: the current password, or for an account without one the username. */
  proofField: 'currentPassword' | 'confirmUsername';
  /** Its words in the page's language. */
  text: ProfileFormText;
}

const FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/**
 * Username and email, saved by a server action (works without JavaScript too): the server
 * validates, errors land next to their fields, what was typed stays on every failure, and the
 * outcome is announced in a live region.
 */
export function ProfileForm({ action, initial, emailChangeNeedsConfirmation, emailLockedReason, proofField, text }: ProfileFormProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, initial);
  useFocusFirstInvalid(formRef, state);
  const status = pending ? text.saving : state.status.kind === 'idle' ? '' : state.status.message;
  return (
    // React resets the form after each answer, to the defaultValues: the state's, i.e. what was typed or saved.
    <form ref={formRef} action={formAction} className="form" noValidate aria-describedby={`${formId}-status`}>
      {FIELDS.map((field) => {
        const inputId = `${formId}-${field.name}`;
        const error = state.fieldErrors[field.name];
        const hint =
          field.name === 'email'
            ? (emailLockedReason ?? (emailChangeNeedsConfirmation ? text.emailNeedsConfirmation : undefined))
            : undefined;
        const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field.name} className="field">
            <label htmlFor={inputId}>{text[field.name]}</label>
            {hint && (
              <p id={`${inputId}-hint`} className="hint">
                {hint}
              </p>
            )}
            <input
              id={inputId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={state.values[field.name]}
              readOnly={field.name === 'email' && Boolean(emailLockedReason)}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {error && (
              <p id={`${inputId}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <ProofField
        name={proofField}
        id={`${formId}-${proofField}`}
        label={proofField === 'currentPassword' ? text.currentPassword : text.yourUsername}
        hint={text.confirmHint}
        value={state.proof ?? ''}
        error={state.fieldErrors[proofField]}
      />
      {state.pendingEmail && (
        <p className="hint">
          {text.pendingEmail} <strong>{state.pendingEmail}</strong> {text.pendingEmailHelp}
        </p>
      )}
      <div id={`${formId}-status`} role="status" aria-live="polite" className={`form-status ${pending ? 'pending' : state.status.kind}`}>
        {status}
      </div>
      <button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.saving : text.saveProfile}
      </button>
    </form>
  );
}
