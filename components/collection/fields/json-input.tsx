'use client';

import { useState } from 'react';
import { textValue } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';
import { useUiText } from '@/components/ui/ui-text';

/**
 * A JSON field: a textarea, checked as JSON as it is typed (and again on submit, in the browser and
 * on the server), with the parse error beside it. Checked while typing rather than on leaving it, so
 * the message never appears under the pointer as a button below is pressed.
 */
export function JsonInput({ id, field, value, describedBy, invalid }: InputProps) {
  const t = useUiText('DocumentForm');
  const [problem, setProblem] = useState<string | null>(null);
  const checkId = `${id}-check`;
  return (
    <>
      <textarea
        id={id}
        name={field.name}
        rows={6}
        spellCheck={false}
        className="json-input"
        defaultValue={textValue(value)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          try {
            if (text.trim()) JSON.parse(text);
            setProblem(null);
          } catch (error) {
            setProblem(t('notJson', { message: (error as Error).message }));
          }
        }}
        aria-describedby={[describedBy, problem && !invalid ? checkId : null].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || Boolean(problem) || undefined}
      />
      {problem && !invalid && (
        <p id={checkId} className="field-error">
          {problem}
        </p>
      )}
    </>
  );
}
