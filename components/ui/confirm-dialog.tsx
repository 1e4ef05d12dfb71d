'use client';

import Link from 'next/link';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useUiText } from '@/components/layout/ui-text';

interface ConfirmDialogProps {
  /** The page the server renders with the same confirmation: where the button leads without JavaScript. */
  confirmPath: string;
  label: string;
  className: string;
  labelledBy: string;
  describedBy: string;
  /** The dialog's content: the confirmation form, with a CancelButton that closes the dialog. */
  children: ReactNode;
}

/**
 * A button that asks for confirmation, and works from the first moment it is shown. It is a GET
 * form to a confirmation page rendered by the server: before hydration, or without JavaScript,
 * pressing it opens that page. Once React has hydrated it, it opens the same confirmation in a
 * dialog instead, without leaving the page.
 */
export function ConfirmDialog({ confirmPath, label, className, labelledBy, describedBy, children }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialogRef.current?.showModal();
  };
  return (
    <>
      <form method="get" action={confirmPath} className="inline-form" onSubmit={open}>
        <button type="submit" className={className}>
          {label}
        </button>
      </form>
      <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={labelledBy} aria-describedby={describedBy}>
        {children}
      </dialog>
    </>
  );
}

/**
 * Cancel: in a dialog it closes the dialog; on the confirmation page (`href`) it goes back to
 * where the user came from. Its word comes from the catalog's "confirmDialog" namespace, which the
 * pages that show it send (CLIENT_TEXT.confirmation).
 */
export function CancelButton({ href }: { href?: string }) {
  const t = useUiText('confirmDialog');
  return href ? (
    <Link className="button secondary" href={href}>
      {t('cancel')}
    </Link>
  ) : (
    <button type="button" className="button secondary" onClick={(event) => event.currentTarget.closest('dialog')?.close()} autoFocus>
      {t('cancel')}
    </button>
  );
}
