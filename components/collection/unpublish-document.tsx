'use client';

import { useActionState } from 'react';

/**
 * Takes a published entry back to draft. A plain form posting to a server action, so it works
 * before hydration and without JavaScript; the refusal, if any, is announced.
 */
export function UnpublishDocument({
  action,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="inline-form">
      <button type="submit" className="button secondary" disabled={pending}>
        {pending ? 'Unpublishing…' : 'Unpublish'}
      </button>
      {state.message && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
