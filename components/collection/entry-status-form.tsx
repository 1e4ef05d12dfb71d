'use client';

import { useActionState } from 'react';

/**
 * Publishes a draft or takes a published entry back to draft: a plain form, so it works before hydration; its words
 * come from the server. Unpublishing takes the entry from its readers, so it looks like the other actions that do.
 */
export function EntryStatusForm({
  action,
  label,
  pendingLabel,
  tone,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
  label: string;
  pendingLabel: string;
  tone: 'primary' | 'danger';
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="inline-form">
      <button type="submit" className={tone === 'danger' ? 'button danger' : 'button'} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      {state.message && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
