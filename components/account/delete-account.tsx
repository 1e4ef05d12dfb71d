'use client';

import { useActionState, useRef } from 'react';
import { ConfirmActions, ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { DeleteAccountState } from '@/lib/auth/account-control';
import { statusMessage } from './account-form';
import type { DeleteAccountText } from './account-text';

interface DeleteAccountProps {
  action: (state: DeleteAccountState, formData: FormData) => Promise<DeleteAccountState>;
  /** False for an account made through a sign-in provider: it confirms with its username. */
  hasPassword: boolean;
  deletingRemovesOwnedEntries: boolean;
  text: DeleteAccountText;
}

/** In a dialog once hydrated; before that, on the confirmation page (`confirmPath`, in the page's locale). */
export function DeleteAccount({ confirmPath, label, ...props }: DeleteAccountProps & { confirmPath: string; label: string }) {
  return (
    <ConfirmDialog
      confirmPath={confirmPath}
      label={label}
      className="button danger"
      labelledBy="delete-account-title"
      describedBy="delete-account-description"
    >
      <DeleteAccountForm {...props} />
    </ConfirmDialog>
  );
}

/** In the dialog, or on its own page, where Cancel goes to `cancelHref`. */
export function DeleteAccountForm({
  action,
  hasPassword,
  deletingRemovesOwnedEntries,
  cancelHref,
  Heading = 'h2',
  text,
}: DeleteAccountProps & { cancelHref?: string; Heading?: 'h1' | 'h2' }) {
  const [state, formAction, pending] = useActionState(action, { fieldErrors: {} });
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(formRef, state, { ref: statusRef, refused: Boolean(state.message) });
  const field = hasPassword
    ? { name: 'password', label: text.password, type: 'password', autoComplete: 'current-password' }
    : { name: 'username', label: text.yourUsername, type: 'text', autoComplete: 'off' };
  return (
    <form ref={formRef} action={formAction} className="form" noValidate>
      <Heading id="delete-account-title">{text.title}</Heading>
      <div id="delete-account-description">
        <p>{text.signsOut}</p>
        <p>{deletingRemovesOwnedEntries ? text.removesEntries : text.keepsEntries}</p>
      </div>
      <Field
        id="delete-account-confirmation"
        label={field.label}
        error={state.fieldErrors[field.name]}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        required
      />
      <FormStatus ref={statusRef} className="form-status error">
        {statusMessage(state) ?? ''}
      </FormStatus>
      <ConfirmActions pending={pending} label={text.confirm} pendingLabel={text.deleting} cancelHref={cancelHref} />
    </form>
  );
}
