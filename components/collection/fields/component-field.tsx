'use client';

import { childPath, ENTRY, entryPaths } from '@/lib/collections/form-values';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { NestedFieldProps } from './field-scope';
import { EntriesFieldset, entryScope, EntryFieldset, useEntries } from './entries';
import { fieldLabel } from './document-field';
import { useUiText } from '@/components/ui/ui-text';

/**
 * A component field. A single one is a fieldset named by the component's display name (an optional
 * one can be added and removed); a repeatable one is a fieldset named by the field's label holding
 * its entries, with "Add an entry to {label}" (up to the schema's max).
 */
export function ComponentField({ field, path, FieldList, ...scope }: NestedFieldProps) {
  const component = field.component!;
  const t = useUiText('DocumentForm');
  const hydrated = useHydrated();
  const { entries, container, add, remove, move } = useEntries(
    entryPaths(field, scope.values, path).map((from) => ({ from, uid: component.uid })),
  );
  const max = field.repeatable ? (field.attribute as { max?: number }).max : 1;
  const full = max !== undefined && entries.length >= max;
  const entryPath = (index: number) => (field.repeatable ? `${path}.${index}` : path);
  const addLabel = t('addEntry', { field: field.label });

  const body = entries.map((entry, index) => {
    const at = entryPath(index);
    return (
      <EntryFieldset
        key={entry.key}
        legend={field.repeatable ? t('entryLegend', { name: component.displayName, count: index + 1 }) : component.displayName}
        entryKey={entry.key}
        index={index}
        count={entries.length}
        movable={Boolean(field.repeatable)}
        onRemove={() => remove(entry.key)}
        onMove={(by) => move(entry.key, by)}
        marker={<input type="hidden" name={childPath(at, ENTRY)} value="1" />}
      >
        <FieldList fields={component.fields} prefix={at} {...entryScope(entry, component, at, scope)} />
      </EntryFieldset>
    );
  });

  return (
    <EntriesFieldset
      ref={container}
      className="component-field"
      path={path}
      legend={fieldLabel(t, field.repeatable ? field.label : component.displayName, field.required)}
    >
      {body}
      {(!full || field.repeatable) && (
        <div className="entries-actions">
          <button type="button" className="button secondary" disabled={!hydrated || full} onClick={() => add(component.uid)}>
            {addLabel}
          </button>
        </div>
      )}
    </EntriesFieldset>
  );
}
