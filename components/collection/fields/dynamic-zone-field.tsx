'use client';

import { useState } from 'react';
import { childPath, COMPONENT, entryPaths } from '@/lib/collections/form-values';
import { textValue } from '@/lib/collections/form-fields';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { NestedFieldProps } from './field-scope';
import { EntriesFieldset, entryScope, EntryFieldset, useEntries } from './entries';
import { useFormContext } from './form-context';
import { fieldLabel } from './document-field';
import { useUiText } from '@/components/ui/ui-text';

/**
 * A dynamic zone: a fieldset named by the field's label, its components in order (each removable
 * and movable), and "Add a component", which offers the components the zone allows by display name.
 */
export function DynamicZoneField({ field, path, FieldList, ...scope }: NestedFieldProps) {
  const components = field.components ?? [];
  const t = useUiText('DocumentForm');
  const { formId } = useFormContext();
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);
  const { entries, container, add, remove, move } = useEntries(
    entryPaths(field, scope.values, path).map((from) => ({ from, uid: textValue(scope.values[childPath(from, COMPONENT)]) })),
  );
  const max = (field.attribute as { max?: number }).max;
  const full = max !== undefined && entries.length >= max;
  const menuId = `${formId}-${path}-components`;

  return (
    <EntriesFieldset
      ref={container}
      className="component-field dynamic-zone"
      path={path}
      legend={fieldLabel(t, field.label, field.required)}
    >
      {entries.map((entry, index) => {
        const component = components.find((candidate) => candidate.uid === entry.uid);
        if (!component) return null;
        const at = `${path}.${index}`;
        return (
          <EntryFieldset
            key={entry.key}
            legend={component.displayName}
            entryKey={entry.key}
            index={index}
            count={entries.length}
            movable
            onRemove={() => remove(entry.key)}
            onMove={(by) => move(entry.key, by)}
            marker={<input type="hidden" name={childPath(at, COMPONENT)} value={component.uid} />}
          >
            <FieldList fields={component.fields} prefix={at} {...entryScope(entry, component, at, scope)} />
          </EntryFieldset>
        );
      })}
      <div className="entries-actions">
        <button
          type="button"
          className="button secondary"
          disabled={!hydrated || full}
          aria-expanded={choosing}
          aria-controls={menuId}
          onClick={() => setChoosing((open) => !open)}
        >
          {t('addComponent')}
        </button>
        <ul id={menuId} className="component-choices" hidden={!choosing} aria-label={t('componentsFor', { field: field.label })}>
          {components.map((component) => (
            <li key={component.uid}>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setChoosing(false);
                  add(component.uid);
                }}
              >
                {component.displayName}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </EntriesFieldset>
  );
}
