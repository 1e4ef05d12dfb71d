'use client';

import { useActionState } from 'react';

/**
 * One button that applies the new address. The link alone changes nothing (a mail scanner may
 * open it); the member confirms, signed in to the account that asked for the change.
 */
export function ConfirmEmailForm({
  action,
  text,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
  /** The button's words in the page's language. */
  text: { pending: string; submit: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="form">
      <div role="status" aria-live="polite" className="form-status error">
        {state.message ?? ''}
      </div>
      <button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.pending : text.submit}
      </button>
    </form>
  );
}
