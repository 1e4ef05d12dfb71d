'use client';

import { useActionState, useId, useRef, type ReactNode } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { FormState } from '@/lib/forms/form-state';

/** Every account form's state, one type: each field's error, and the refusal's message. */
export type AccountFormState = FormState;

export type AccountAction<State extends AccountFormState> = (state: State, formData: FormData) => Promise<State>;
type AwaitedAction<State> = (state: Awaited<State>, formData: FormData) => Promise<State>;

/** The message for the form's status: none where a field says it already (a wrong password is said once). */
export const statusMessage = ({ message, fieldErrors }: AccountFormState) =>
  message && !Object.values(fieldErrors).includes(message) ? message : undefined;

/** After a refusal, focus moves to the first field to fix, else to the status; the answer gives back what was typed. */
export function AccountForm<State extends AccountFormState>({
  action,
  initial,
  className = 'form',
  label,
  pendingText,
  submit,
  done,
  children,
}: {
  action: AccountAction<State>;
  initial: State;
  className?: string;
  /** The form's name, where a page has several alike. */
  label?: string;
  pendingText: string;
  submit: { label: string; className?: string; name?: string; value?: string };
  /** What stands in the form's place once its answer says it is done. */
  done?: (state: State) => ReactNode;
  children: (state: State, form: { id: string; pending: boolean }) => ReactNode;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // States are plain objects, never promises: Awaited<State> is State.
  const [answer, formAction, pending] = useActionState(action as AwaitedAction<State>, initial as Awaited<State>);
  const state = answer as State;
  useFocusFirstInvalid(formRef, state, { ref: statusRef, refused: Boolean(state.message) });
  const finished = done?.(state);
  if (finished) return finished;
  const message = statusMessage(state);
  return (
    <form ref={formRef} action={formAction} className={className} noValidate aria-label={label} aria-describedby={`${id}-status`}>
      {children(state, { id, pending })}
      <FormStatus ref={statusRef} id={`${id}-status`} className={`form-status ${pending ? 'pending' : message ? 'error' : ''}`}>
        {pending ? pendingText : (message ?? '')}
      </FormStatus>
      <button type="submit" className={submit.className ?? 'button'} name={submit.name} value={submit.value} disabled={pending}>
        {submit.label}
      </button>
    </form>
  );
}
