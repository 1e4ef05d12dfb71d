'use client';

import { useActionState } from 'react';
import { ConfirmActions } from '@/components/ui/confirm-dialog';

export type DeleteAction = (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;

/** The confirmation's words, in the page's language (the server's `deleteText`). */
export interface DeleteText {
  heading: string;
  description: string;
  deleting: string;
  confirm: string;
}

/**
 * The confirmation itself: a form posting to the delete action (it works without JavaScript),
 * with Strapi's refusal, if any, announced in it.
 */
export function DeleteDocumentForm({
  action,
  text,
  cancelHref,
  Heading = 'h2',
}: {
  action: DeleteAction;
  text: DeleteText;
  /** On the confirmation page: where Cancel goes (in the dialog, Cancel closes it). */
  cancelHref?: string;
  /** h1 on the confirmation page, where the question is the page's heading. */
  Heading?: 'h1' | 'h2';
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction}>
      <Heading id="delete-title">{text.heading}</Heading>
      <p id="delete-description">{text.description}</p>
      {state.message && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
      <ConfirmActions pending={pending} label={text.confirm} pendingLabel={text.deleting} cancelHref={cancelHref} />
    </form>
  );
}
