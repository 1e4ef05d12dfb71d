'use client';

import { useActionState, useRef } from 'react';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { DeleteAccountState } from '@/lib/auth/account-control';

interface DeleteAccountProps {
  action: (state: DeleteAccountState, formData: FormData) => Promise<DeleteAccountState>;
  /** False for an account made through a sign-in provider: it confirms with its username. */
  hasPassword: boolean;
  /** What Strapi does with the member's entries, as it reported it. */
  deletingRemovesOwnedEntries: boolean;
}

/**
 * "Delete account" behind a dialog that asks for the password and says what happens to the
 * member's entries. On success the action signs the browser out and goes to the home page.
 */
export function DeleteAccount({ action, hasPassword, deletingRemovesOwnedEntries }: DeleteAccountProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, { fieldErrors: {} });
  useFocusFirstInvalid(formRef, state);
  // The dialog needs JavaScript: until the page has hydrated, the button cannot be used yet.
  const hydrated = useHydrated();
  const field = hasPassword
    ? { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' }
    : { name: 'username', label: 'Your username', type: 'text', autoComplete: 'off' };
  const error = state.fieldErrors[field.name];
  return (
    <>
      <button type="button" className="button danger" disabled={!hydrated} onClick={() => dialogRef.current?.showModal()}>
        Delete account
      </button>
      <dialog
        ref={dialogRef}
        className="confirm-dialog"
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-description"
      >
        <form ref={formRef} action={formAction} className="form" noValidate>
          <h2 id="delete-account-title">Delete your account?</h2>
          <div id="delete-account-description">
            <p>You will be signed out, and you will not be able to sign in with this account again.</p>
            <p>
              {deletingRemovesOwnedEntries
                ? 'Every entry you created is deleted with it, in every language, drafts included. This cannot be undone.'
                : 'The entries you created stay on the site without an owner. This cannot be undone.'}
            </p>
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
              {pending ? 'Deleting…' : 'Delete my account'}
            </button>
            <button type="button" className="button secondary" onClick={() => dialogRef.current?.close()} autoFocus>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
