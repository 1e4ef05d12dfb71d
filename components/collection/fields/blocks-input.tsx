'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { blocksFieldName, textValue } from '@/lib/collections/form-fields';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { InputProps } from './input-props';
import type { ImagePicking } from '../blocks-editor/image-picking';
import { useUiText } from '@/components/ui/ui-text';

// The editor (Slate) is loaded only by the forms, and only in the browser, once the form has hydrated.
const BlocksEditor = dynamic(() => import('../blocks-editor/blocks-editor'), { ssr: false });

/**
 * A Blocks field. In the server's HTML (and without JavaScript) a plain textarea whose lines the
 * server turns into Blocks, with the stored JSON beside it (text left as it was keeps it). Once the
 * editor has loaded and mounted it takes the textarea's place; until then it is not shown.
 */
export function BlocksInput({
  id,
  field,
  values,
  describedBy,
  invalid,
  picking,
}: Omit<InputProps, 'value'> & { values: Record<string, string | string[]>; picking: ImagePicking }) {
  const hydrated = useHydrated();
  const t = useUiText('DocumentForm');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const stored = textValue(values[blocksFieldName(field)]);
  const [json, setJson] = useState(stored);
  const [editing, setEditing] = useState(false);
  // A keyboard user may be in the textarea when the editor takes its place: focus follows them there,
  // instead of being dropped with the textarea (focus on nothing, the next Tab from the page's top).
  const focusEditor = useRef(false);
  useEffect(() => {
    if (editing && focusEditor.current) {
      focusEditor.current = false;
      document.getElementById(id)?.focus();
    }
  }, [editing, id]);
  return (
    <div className="blocks-input">
      <input type="hidden" name={blocksFieldName(field)} value={json} />
      {!editing && (
        <textarea
          ref={textarea}
          id={id}
          name={field.name}
          rows={10}
          defaultValue={textValue(values[field.name])}
          aria-describedby={[describedBy, `${id}-format`].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
        />
      )}
      {!editing && (
        <p id={`${id}-format`} className="hint">
          {t('blocksFormat')}
        </p>
      )}
      {hydrated && (
        <BlocksEditor
          id={id}
          labelId={`${id}-label`}
          stored={stored}
          text={() => textarea.current?.value}
          describedBy={describedBy}
          invalid={invalid}
          picking={picking}
          onReady={() => {
            focusEditor.current = document.activeElement === textarea.current;
            setEditing(true);
          }}
          onChange={setJson}
          shown={Boolean(editing)}
        />
      )}
    </div>
  );
}
