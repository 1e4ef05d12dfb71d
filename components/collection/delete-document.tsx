'use client';

import { useActionState, useRef } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Delete behind a confirmation dialog; the outcome (or Strapi's refusal) is announced. */
export function DeleteDocument({
  action,
  title,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
  title: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, formAction, pending] = useActionState(action, {});
  // The dialog needs JavaScript: until the page has hydrated, the button says it cannot be used yet.
  const hydrated = useHydrated();
  return (
    <>
      <button type="button" className="button danger" disabled={!hydrated} onClick={() => dialogRef.current?.showModal()}>
        Delete
      </button>
      <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby="delete-title" aria-describedby="delete-description">
        <form action={formAction}>
          <h2 id="delete-title">Delete this entry?</h2>
          <p id="delete-description">“{title}” will be deleted for everyone. This cannot be undone.</p>
          <div className="dialog-actions">
            <button type="submit" className="button danger" disabled={pending}>
              {pending ? 'Deleting…' : 'Delete permanently'}
            </button>
            <button type="button" className="button secondary" onClick={() => dialogRef.current?.close()} autoFocus>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
      {state.message && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
