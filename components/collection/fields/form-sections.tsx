'use client';

import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hasProblemIn, type FormSection } from '@/lib/collections/form-layout';
import { textValue, type FormField } from '@/lib/collections/form-fields';
import { useUiText } from '@/components/ui/ui-text';
import { AddressPreview } from './address-preview';
import { FieldList } from './field-list';
import type { ScopeProps } from './field-scope';
import { useFormContext } from './form-context';

/** Folded away until opened, or until one of its fields has a problem (never folded again by the form). */
function Advanced({ legend, hasProblem, children }: { legend: string; hasProblem: boolean; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  // Open as first rendered when a field in it was refused (a post without JavaScript), and opened for later problems.
  const [openAtFirst] = useState(hasProblem);
  // Before the form moves focus to the first problem (a layout effect runs within flushSync).
  useLayoutEffect(() => {
    if (hasProblem && details.current) details.current.open = true;
  }, [hasProblem]);
  return (
    <details ref={details} className="form-advanced" open={openAtFirst}>
      <summary>{legend}</summary>
      {children}
    </details>
  );
}

/**
 * The form's fields in their sections and rows (the site folder's, or the content manager's edit view); the field an
 * entry's address is made from says what that address will be. Rendered again only when what it shows changes: a
 * render of the Blocks editor puts back the selection it last knew, and the form's own news (a draft saved) must not.
 */
export const FormSections = memo(function FormSections({
  sections,
  fields,
  addressBase,
  values,
  existingMedia,
}: ScopeProps & { sections: FormSection[]; fields: FormField[]; addressBase: string }) {
  const t = useUiText('DocumentForm');
  const { errors } = useFormContext();
  const byName = new Map(fields.map((field) => [field.name, field]));
  const addressOf = new Map(fields.filter((field) => field.from && byName.has(field.from)).map((field) => [field.from!, field]));

  const cell = (name: string, size: number) => {
    const field = byName.get(name);
    if (!field) return null;
    const uid = addressOf.get(name);
    return (
      <div key={name} className={`form-cell span-${size}`}>
        <FieldList fields={[field]} prefix="" values={values} existingMedia={existingMedia} />
        {uid && <AddressPreview uid={uid} base={addressBase} initial={textValue(values[uid.name])} />}
      </div>
    );
  };
  return sections.map((section, index) => {
    const rows = section.rows.map((row) => (
      <div key={row.map((item) => item.name).join(' ')} className="form-row">
        {row.map((item) => cell(item.name, item.size))}
      </div>
    ));
    if (section.advanced)
      return (
        <Advanced
          key={index}
          legend={section.legend ?? t('moreOptions')}
          hasProblem={section.rows.some((row) => row.some((item) => hasProblemIn(errors, item.name)))}
        >
          {rows}
        </Advanced>
      );
    if (section.legend)
      return (
        <fieldset key={index} className="form-section">
          <legend>{section.legend}</legend>
          {rows}
        </fieldset>
      );
    return (
      <div key={index} className="form-section">
        {rows}
      </div>
    );
  });
});
