'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useUiText } from '@/components/ui/ui-text';

export interface RelationOption {
  documentId: string;
  label: string;
}

/**
 * A select of the target collection's entries (it works without JavaScript), with a search box
 * that asks the server for matching entries as you type: disabled until the form has hydrated,
 * since before that typing in it would find nothing.
 */
export function RelationPicker({
  id,
  name,
  target,
  multiple,
  initialOptions,
  selected,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  target: string;
  multiple: boolean;
  initialOptions: RelationOption[];
  selected: string[];
  describedBy?: string;
  invalid: boolean;
}) {
  const [options, setOptions] = useState(initialOptions);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const hydrated = useHydrated();
  const t = useUiText('DocumentForm');

  useEffect(() => {
    if (!query.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus(t('searching'));
      try {
        const response = await fetch(`/api/collections/${encodeURIComponent(target)}/options?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
        });
        const found = (await response.json()) as RelationOption[];
        // Keep what is already chosen visible, so searching never drops a selection.
        const chosen = [...(selectRef.current?.selectedOptions ?? [])]
          .map((option) => ({ documentId: option.value, label: option.text }))
          .filter((option) => option.documentId);
        const merged = [...chosen, ...found.filter((option) => !chosen.some((kept) => kept.documentId === option.documentId))];
        setOptions(merged);
        // How a count reads in the page's language (<html lang>): "1 match", "2 matches".
        const one = new Intl.PluralRules(document.documentElement.lang || 'en').select(found.length) === 'one';
        setStatus(t(one ? 'matches_one' : 'matches_other', { count: found.length }));
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus(t('searchFailed'));
      }
    }, 250);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, target, t]);

  return (
    <div className="relation-picker">
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {t('search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder={t('typeToSearch')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        disabled={!hydrated}
        aria-controls={id}
      />
      <select
        ref={selectRef}
        id={id}
        name={name}
        multiple={multiple}
        size={multiple ? 6 : undefined}
        defaultValue={multiple ? selected : (selected[0] ?? '')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        {!multiple && <option value="">{t('none')}</option>}
        {options.map((option) => (
          <option key={option.documentId} value={option.documentId}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="hint" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
