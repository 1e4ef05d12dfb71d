'use client';

import Link from 'next/link';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useUiText } from '@/components/ui/ui-text';

interface ConfirmDialogProps {
  /** The page the server renders with the same confirmation: where the button leads without JavaScript. */
  confirmPath: string;
  label: string;
  className: string;
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}

/** A button that asks for confirmation: a GET form to the server's confirmation page, a dialog once hydrated. */
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

/** Closes the dialog; on the confirmation page, goes back to `href`. */
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

/** What a confirmation ends with: the button that does it (saying so while it works), and Cancel. */
export function ConfirmActions({
  pending,
  label,
  pendingLabel,
  cancelHref,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  cancelHref?: string;
}) {
  return (
    <div className="dialog-actions">
      <button type="submit" className="button danger" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <CancelButton href={cancelHref} />
    </div>
  );
}
