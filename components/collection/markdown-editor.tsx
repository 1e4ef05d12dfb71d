'use client';

import { useState } from 'react';
import { MarkdownContent } from '@/components/content/markdown';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * A textarea with a Preview tab that renders exactly what the detail page will show. The tabs
 * need JavaScript: until the form has hydrated they are disabled, never a button that does nothing.
 */
export function MarkdownEditor({
  id,
  name,
  defaultValue,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  defaultValue: string;
  describedBy?: string;
  invalid: boolean;
}) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [text, setText] = useState(defaultValue);
  const hydrated = useHydrated();
  return (
    <div className="markdown-editor">
      <div className="tabs" role="group" aria-label="Editor mode">
        <button type="button" aria-pressed={mode === 'write'} disabled={!hydrated} onClick={() => setMode('write')}>
          Write
        </button>
        <button type="button" aria-pressed={mode === 'preview'} disabled={!hydrated} onClick={() => setMode('preview')}>
          Preview
        </button>
      </div>
      <textarea
        id={id}
        name={name}
        rows={14}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hidden={mode === 'preview'}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      {mode === 'preview' && (
        <div className="markdown-preview" aria-label="Preview" role="region">
          {text.trim() ? <MarkdownContent source={text} /> : <p className="muted">Nothing to preview yet.</p>}
        </div>
      )}
    </div>
  );
}
