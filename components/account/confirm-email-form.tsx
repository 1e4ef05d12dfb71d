'use client';

import { useActionState, useRef } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';

/** The link alone changes nothing (a mail scanner may open it): the member confirms, signed in. */
export function ConfirmEmailForm({
  action,
  text,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
  text: { pending: string; submit: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(formRef, state, { ref: statusRef, refused: Boolean(state.message) });
  return (
    <form ref={formRef} action={formAction} className="form">
      <FormStatus ref={statusRef} className="form-status error">
        {state.message ?? ''}
      </FormStatus>
      <button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? text.pending : text.submit}
      </button>
    </form>
  );
}
