'use client';

import { useActionState, useRef } from 'react';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { CancelButton, ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DeleteAccountState } from '@/lib/auth/account-control';
import type { DeleteAccountText } from './account-text';

interface DeleteAccountProps {
  action: (state: DeleteAccountState, formData: FormData) => Promise<DeleteAccountState>;
  /** False for an account made through a sign-in provider: it confirms with its username. */
  hasPassword: boolean;
  /** What Strapi does with the member's entries, as it reported it. */
  deletingRemovesOwnedEntries: boolean;
  /** Its words in the page's language. */
  text: DeleteAccountText;
}

/**
 * "Delete account", confirmed with the password (or the username) after saying what happens to
 * the member's entries: in a dialog once the page has hydrated, on /account/delete before that.
 * On success the action signs the browser out and goes to the home page. `confirmPath`: the
 * confirmation page in the page's locale (/fr/account/delete).
 */
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

/** The confirmation form, in the dialog or on its own page (Cancel then goes back to /account). */
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
  useFocusFirstInvalid(formRef, state);
  const field = hasPassword
    ? { name: 'password', label: text.password, type: 'password', autoComplete: 'current-password' }
    : { name: 'username', label: text.yourUsername, type: 'text', autoComplete: 'off' };
  const error = state.fieldErrors[field.name];
  return (
    <form ref={formRef} action={formAction} className="form" noValidate>
      <Heading id="delete-account-title">{text.title}</Heading>
      <div id="delete-account-description">
        <p>{text.signsOut}</p>
        <p>{deletingRemovesOwnedEntries ? text.removesEntries : text.keepsEntries}</p>
      </div>
      <div className="field">
        <label htmlFor="delete-account-confirmation">{field.label}</label>
        <input
          id="delete-account-confirmation"
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'delete-account-error' : undefined}
        />
        {error && (
          <p id="delete-account-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" className="form-status error">
        {!error && state.message ? state.message : ''}
      </div>
      <div className="dialog-actions">
        <button type="submit" className="button danger" disabled={pending}>
          {pending ? text.deleting : text.confirm}
        </button>
        <CancelButton href={cancelHref} />
      </div>
    </form>
  );
}
