'use client';

import { useActionState } from 'react';

/** Takes a published entry back to draft: a plain form, so it works before hydration; its words come from the server. */
export function UnpublishForm({
  action,
  label,
  pendingLabel,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
  label: string;
  pendingLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="inline-form">
      <button type="submit" className="button danger" disabled={pending}>
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
