'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { defaultValues, movedValues } from '@/lib/collections/form-values';
import type { FormComponent } from '@/lib/collections/form-fields';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ScopeProps } from './field-scope';
import { useFormContext } from './form-context';
import { useUiText } from '@/components/ui/ui-text';

/** `key` stays with the entry as it moves, so its inputs keep what was typed; `from` is its path as rendered. */
export interface Entry {
  key: number;
  from?: string;
  uid: string;
}

/** The entries, with add, remove and move; focus follows what the keyboard user did. */
export function useEntries(initial: Omit<Entry, 'key'>[]) {
  const [entries, setEntries] = useState<Entry[]>(() => initial.map((entry, key) => ({ ...entry, key })));
  const nextKey = useRef(initial.length);
  const container = useRef<HTMLFieldSetElement>(null);
  // Where focus goes once the entries have re-rendered: the new entry's first control, the moved
  // entry's same Move button (React may have re-inserted its element, which drops focus), or the Add button.
  const pendingFocus = useRef<{ key: number; action?: 'up' | 'down' } | 'add' | null>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === null) return;
    const root = container.current;
    // `:scope >`: this field's own entries, not those of a component nested in one (their keys repeat).
    const entry = focus === 'add' ? '' : `:scope > [data-entry-key="${focus.key}"]`;
    const target =
      focus === 'add'
        ? root?.querySelector<HTMLElement>(':scope > .entries-actions button')
        : focus.action
          ? root?.querySelector<HTMLElement>(`${entry} > .entry-actions [data-entry-action="${focus.action}"]`)
          : root?.querySelector<HTMLElement>(`${entry} :is(input:not([type=hidden]), select, textarea, [contenteditable], button)`);
    target?.focus();
    pendingFocus.current = null;
  }, [entries]);

  return {
    entries,
    container,
    add(uid: string) {
      const key = nextKey.current++;
      setEntries((current) => [...current, { key, uid }]);
      pendingFocus.current = { key };
    },
    remove(key: number) {
      setEntries((current) => current.filter((entry) => entry.key !== key));
      pendingFocus.current = 'add';
    },
    move(key: number, by: -1 | 1) {
      pendingFocus.current = { key, action: by < 0 ? 'up' : 'down' };
      setEntries((current) => {
        const index = current.findIndex((entry) => entry.key === key);
        const to = index + by;
        if (index < 0 || to < 0 || to >= current.length) return current;
        const next = [...current];
        [next[index], next[to]] = [next[to]!, next[index]!];
        return next;
      });
    },
  };
}

/** An entry's own values and files, renamed from where they were rendered to where the entry is now. */
export function entryScope(entry: Entry, component: FormComponent, path: string, scope: ScopeProps): ScopeProps {
  if (entry.from === undefined) return { values: defaultValues(component.fields, path), existingMedia: {} };
  return { values: movedValues(scope.values, entry.from, path), existingMedia: movedValues(scope.existingMedia, entry.from, path) };
}

/** Its buttons wait for hydration; a move that cannot happen is unavailable, not disabled, so the button keeps focus. */
export function EntryFieldset({
  legend,
  entryKey,
  index,
  count,
  movable,
  onRemove,
  onMove,
  marker,
  children,
}: {
  legend: string;
  entryKey: number;
  index: number;
  count: number;
  movable: boolean;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
  marker: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const t = useUiText('DocumentForm');
  const first = index === 0;
  const last = index === count - 1;
  return (
    <fieldset className="entry" data-entry-key={entryKey}>
      <legend>{legend}</legend>
      {marker}
      {children}
      <div className="entry-actions">
        {movable &&
          (
            [
              [-1, 'up', first, t('moveUp')],
              [1, 'down', last, t('moveDown')],
            ] as const
          ).map(([by, action, end, label]) => (
            <button
              key={action}
              type="button"
              className="button secondary"
              disabled={!hydrated}
              aria-disabled={end || undefined}
              data-entry-action={action}
              onClick={() => !end && onMove(by)}
            >
              {label}
            </button>
          ))}
        <button type="button" className="button secondary" disabled={!hydrated} onClick={onRemove}>
          {t('remove')}
        </button>
      </div>
    </fieldset>
  );
}

/** A field of entries, with its own problem (too few or too many) under its legend. */
export function EntriesFieldset({
  ref,
  className,
  path,
  legend,
  children,
}: {
  ref: RefObject<HTMLFieldSetElement | null>;
  className: string;
  path: string;
  legend: string;
  children: ReactNode;
}) {
  const { formId, errors } = useFormContext();
  const errorId = `${formId}-${path}-error`;
  const error = errors[path];
  return (
    <fieldset ref={ref} className={className} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
