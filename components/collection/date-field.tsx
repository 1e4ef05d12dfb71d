'use client';

import { useRef } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatDateInput, parseDateInput } from '@/lib/i18n/format';

/**
 * A date typed in the page's locale ("23/09/2026", "2026/09/23"), as the page writes its dates, where a browser's own
 * date field follows the browser's language instead. It posts what was typed (the server reads it in the same order);
 * with JavaScript, a day that does not exist is refused before sending, and a button opens the browser's calendar.
 */
export function DateField({
  id,
  name,
  value,
  locale,
  hint,
  hintId,
  pickLabel,
  invalidText,
}: {
  id: string;
  name: string;
  /** ISO, or empty. */
  value: string;
  locale: string;
  /** The figures' order in the locale's letters ("dd/mm/yyyy"). */
  hint: string;
  hintId: string;
  pickLabel: string;
  invalidText: string;
}) {
  const text = useRef<HTMLInputElement>(null);
  const calendar = useRef<HTMLInputElement>(null);
  const canPick = useHydrated() && typeof HTMLInputElement.prototype.showPicker === 'function';

  const check = () => {
    const input = text.current!;
    input.setCustomValidity(input.value.trim() && !parseDateInput(input.value, locale) ? invalidText : '');
  };
  const openCalendar = () => {
    const picker = calendar.current!;
    picker.value = parseDateInput(text.current!.value, locale) ?? '';
    try {
      picker.showPicker();
    } catch {
      text.current!.focus();
    }
  };

  return (
    <span className="date-field">
      <input
        ref={text}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={formatDateInput(value, locale)}
        placeholder={hint}
        aria-describedby={hintId}
        pattern="\s*\d{1,4}\D{1,3}\d{1,2}\D{1,3}\d{1,4}\D{0,2}\s*"
        title={hint}
        onInput={check}
        onBlur={check}
      />
      {canPick && (
        <>
          <button type="button" className="button quiet date-field-pick" aria-label={pickLabel} title={pickLabel} onClick={openCalendar}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                d="M7 3v3m10-3v3M4.5 9h15M6 5h12a1.5 1.5 0 0 1 1.5 1.5v12A1.5 1.5 0 0 1 18 20H6a1.5 1.5 0 0 1-1.5-1.5v-12A1.5 1.5 0 0 1 6 5Z"
              />
            </svg>
          </button>
          <input
            ref={calendar}
            type="date"
            className="date-field-calendar"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const input = text.current!;
              input.value = formatDateInput(event.currentTarget.value, locale);
              check();
              input.focus();
            }}
          />
        </>
      )}
    </span>
  );
}
