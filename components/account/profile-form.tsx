'use client';

import { useActionState, useId, useRef } from 'react';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { ProfileFormState } from '@/lib/auth/account-control';
import type { ProfileFormText } from './account-text';
import { ProofField, type ProofName } from './proof-field';

interface ProfileFormProps {
  action: (state: ProfileFormState, formData: FormData) => Promise<ProfileFormState>;
  initial: ProfileFormState;
  /** Strapi's setting, said before saving. */
  emailChangeNeedsConfirmation: boolean;
  /** Why the email cannot change here (a provider's account). */
  emailLockedReason?: string;
  proofField: ProofName;
  text: ProfileFormText;
}

const FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function ProfileForm({ action, initial, emailChangeNeedsConfirmation, emailLockedReason, proofField, text }: ProfileFormProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [state, formAction, pending] = useActionState(action, initial);
  useFocusFirstInvalid(formRef, state, { ref: statusRef, refused: state.status.kind === 'error' });
  const status = pending ? text.saving : state.status.kind === 'idle' ? '' : state.status.message;
  return (
    // React resets the form after each answer, to the defaultValues: the state's, i.e. what was typed or saved.
    <form ref={formRef} action={formAction} className="form" noValidate aria-describedby={`${formId}-status`}>
      {FIELDS.map((field) => {
        const hint =
          field.name === 'email'
            ? (emailLockedReason ?? (emailChangeNeedsConfirmation ? text.emailNeedsConfirmation : undefined))
            : undefined;
        return (
          <Field
            key={field.name}
            id={`${formId}-${field.name}`}
            label={text[field.name]}
            hint={hint}
            error={state.fieldErrors[field.name]}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            defaultValue={state.values[field.name]}
            readOnly={field.name === 'email' && Boolean(emailLockedReason)}
            required
          />
        );
      })}
      <ProofField
        name={proofField}
        id={`${formId}-${proofField}`}
        text={{ proofLabel: proofField === 'currentPassword' ? text.currentPassword : text.yourUsername, confirmHint: text.confirmHint }}
        value={state.proof ?? ''}
        errors={state.fieldErrors}
      />
      {state.pendingEmail && (
        <p className="hint">
          {text.pendingEmail} <strong>{state.pendingEmail}</strong> {text.pendingEmailHelp}
        </p>
      )}
      <FormStatus ref={statusRef} id={`${formId}-status`} className={`form-status ${pending ? 'pending' : state.status.kind}`}>
        {status}
      </FormStatus>
      <button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.saving : text.saveProfile}
      </button>
    </form>
  );
}
