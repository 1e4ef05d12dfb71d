'use client';

import { useActionState } from 'react';
import { CancelButton, ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteAction = (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;

/**
 * Delete, confirmed first: in a dialog once the page has hydrated, and on the confirmation page
 * the server renders (`confirmPath`) before that or without JavaScript.
 */
export function DeleteDocument({ action, title, confirmPath }: { action: DeleteAction; title: string; confirmPath: string }) {
  return (
    <ConfirmDialog
      confirmPath={confirmPath}
      label="Delete"
      className="button danger"
      labelledBy="delete-title"
      describedBy="delete-description"
    >
      <DeleteDocumentForm action={action} title={title} />
    </ConfirmDialog>
  );
}

/**
 * The confirmation itself: a form posting to the delete action (it works without JavaScript),
 * with Strapi's refusal, if any, announced in it.
 */
export function DeleteDocumentForm({
  action,
  title,
  cancelHref,
  Heading = 'h2',
}: {
  action: DeleteAction;
  title: string;
  /** On the confirmation page: where Cancel goes (in the dialog, Cancel closes it). */
  cancelHref?: string;
  /** h1 on the confirmation page, where the question is the page's heading. */
  Heading?: 'h1' | 'h2';
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction}>
      <Heading id="delete-title">Delete this entry?</Heading>
      <p id="delete-description">“{title}” will be deleted for everyone. This cannot be undone.</p>
      {state.message && (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      )}
      <div className="dialog-actions">
        <button type="submit" className="button danger" disabled={pending}>
          {pending ? 'Deleting…' : 'Delete permanently'}
        </button>
        <CancelButton href={cancelHref} />
      </div>
    </form>
  );
}
