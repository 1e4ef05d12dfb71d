'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useUiText } from '@/components/ui/ui-text';

// The markdown renderer (about 50 KB) loads when a member first looks at a preview, not with the form.
const loadMarkdown = () => import('@/components/content/markdown');
const MarkdownContent = dynamic(() => loadMarkdown().then((module) => module.MarkdownContent), {
  ssr: false,
  loading: LoadingPreview,
});

function LoadingPreview() {
  const t = useUiText('DocumentForm');
  return <p className="muted">{t('loadingPreview')}</p>;
}

/**
 * A textarea with a Preview tab that renders exactly what the detail page will show. The tabs
 * need JavaScript: until the form has hydrated they are disabled, never a button that does nothing.
 * The textarea is the browser's own (uncontrolled): what a member typed before the page hydrated
 * stays, where a controlled one was set back to the empty state at hydration's next render.
 */
export function MarkdownEditor({
  id,
  name,
  defaultValue,
  describedBy,
  invalid,
  placeholder,
}: {
  id: string;
  name: string;
  defaultValue: string;
  describedBy?: string;
  invalid: boolean;
  placeholder?: string;
}) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [text, setText] = useState(defaultValue);
  const area = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const t = useUiText('DocumentForm');
  return (
    <div className="markdown-editor">
      <div className="tabs" role="group" aria-label={t('editorMode')}>
        <button type="button" aria-pressed={mode === 'write'} disabled={!hydrated} onClick={() => setMode('write')}>
          {t('write')}
        </button>
        <button
          type="button"
          aria-pressed={mode === 'preview'}
          disabled={!hydrated}
          onPointerEnter={() => void loadMarkdown()}
          onFocus={() => void loadMarkdown()}
          onClick={() => {
            setText(area.current?.value ?? '');
            setMode('preview');
          }}
        >
          {t('preview')}
        </button>
      </div>
      <textarea
        id={id}
        name={name}
        rows={14}
        ref={area}
        defaultValue={defaultValue}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        hidden={mode === 'preview'}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      {mode === 'preview' && (
        <div className="markdown-preview" aria-label={t('preview')} role="region">
          {text.trim() ? <MarkdownContent source={text} /> : <p className="muted">{t('nothingToPreview')}</p>}
        </div>
      )}
    </div>
  );
}
