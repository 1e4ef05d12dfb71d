'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useUiText } from '@/components/layout/ui-text';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@/lib/auth/password-policy';
import type { AuthAction, FieldErrors } from '@/lib/auth/rules';

/**
 * The checks (zod and the English words, about 38 KB) load when a form is first used, not with the
 * page: nothing needs them before a submit. A check that cannot load leaves it to the server's.
 */
const loadRules = () => import('@/lib/auth/rules').catch(() => null);

export interface AuthField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: string;
  /** Codes: no capitals, no spelling marks on a phone's keyboard. */
  plain?: boolean;
}

interface AuthFormProps {
  action: AuthAction;
  fields: AuthField[];
  submitLabel: string;
  pendingLabel: string;
  /** Sent along but not shown: next, returnTo, code. */
  hidden?: Record<string, string>;
  initialValues?: Record<string, string>;
  /** An error from a plain form post that came back (no JavaScript). */
  initialError?: string;
  /** The server's PASSWORD_MIN_LENGTH, for forms that choose a password: a browser cannot read it. */
  passwordMinLength?: number;
  children?: ReactNode;
}

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'error'; message: string } | { kind: 'done'; message: string };

/**
 * An account form that works without JavaScript (plain POST to /api/auth/{action}) and, with it,
 * validates first, shows a pending state, keeps everything typed on failure, puts errors next to
 * their fields and announces the outcome in a live region.
 */
export function AuthForm({
  action,
  fields,
  submitLabel,
  pendingLabel,
  hidden = {},
  initialValues = {},
  initialError,
  passwordMinLength = DEFAULT_PASSWORD_MIN_LENGTH,
  children,
}: AuthFormProps) {
  const formId = useId();
  const t = useUiText('AuthForm');
  const tValidation = useUiText('Validation');
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(initialError ? { kind: 'error', message: initialError } : { kind: 'idle' });

  const focusFirstError = (errors: FieldErrors) => {
    const first = fields.find((field) => errors[field.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The checks may still be loading: a second submit meanwhile is the same one.
    if (status.kind === 'pending' || checking.current) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    checking.current = true;
    const rules = await loadRules();
    checking.current = false;
    const problems = rules?.validateAuthForm(action, values, { passwordMinLength, t: tValidation }) ?? {};
    setFieldErrors(problems);
    if (Object.keys(problems).length) {
      setStatus({ kind: 'error', message: t('invalid') });
      focusFirstError(problems);
      return;
    }
    setStatus({ kind: 'pending' });
    try {
      const response = await fetch(`/api/auth/${action}`, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      const result = (await response.json()) as { ok: boolean; redirectTo?: string; message?: string; fieldErrors?: FieldErrors };
      if (result.redirectTo) {
        // A full navigation, so every server component renders again with the new session.
        window.location.assign(result.redirectTo);
        if (result.ok) return;
      }
      if (result.ok) {
        setStatus({ kind: 'done', message: t('done') });
        return;
      }
      setFieldErrors(result.fieldErrors ?? {});
      setStatus({ kind: 'error', message: result.message ?? t('unknown') });
      focusFirstError(result.fieldErrors ?? {});
    } catch {
      setStatus({ kind: 'error', message: t('network') });
    }
  }

  const pending = status.kind === 'pending';
  return (
    <form
      ref={formRef}
      action={`/api/auth/${action}`}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      className="form"
      aria-describedby={`${formId}-status`}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const inputId = `${formId}-${field.name}`;
        const error = fieldErrors[field.name];
        const describedBy =
          [field.hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field.name} className="field">
            <label htmlFor={inputId}>{field.label}</label>
            {field.hint && (
              <p id={`${inputId}-hint`} className="hint">
                {field.hint}
              </p>
            )}
            <input
              id={inputId}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              autoCapitalize={field.plain ? 'none' : undefined}
              spellCheck={field.plain ? false : undefined}
              defaultValue={initialValues[field.name]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {error && (
              <p id={`${inputId}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div id={`${formId}-status`} role="status" aria-live="polite" className={`form-status ${status.kind}`}>
        {status.kind === 'error' || status.kind === 'done' ? status.message : pending ? pendingLabel : ''}
      </div>
      <button type="submit" aria-disabled={pending} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
