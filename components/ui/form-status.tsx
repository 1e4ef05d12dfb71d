import type { ReactNode, Ref } from 'react';

/** Focusable, so that focus can move to it when it says why the form was refused. */
export function FormStatus({
  ref,
  id,
  className,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div ref={ref} id={id} tabIndex={-1} role="status" aria-live="polite" className={className}>
      {children}
    </div>
  );
}
