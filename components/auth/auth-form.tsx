'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { useUiText } from '@/components/ui/ui-text';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@/lib/auth/password-policy';
import type { AuthAction, FieldErrors } from '@/lib/auth/rules';

/** The checks (about 38 KB) load when the form is first used; one that cannot load leaves it to the server's. */
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
  hidden?: Record<string, string>;
  initialValues?: Record<string, string>;
  /** From a plain form post that came back (no JavaScript). */
  initialError?: string;
  initialErrorCode?: string;
  /** A way forward shown with one error only (a sign-in refused as not confirmed: resend the email). */
  errorLink?: { code: string; href: string; label: string };
  /** The server's PASSWORD_MIN_LENGTH: a browser cannot read it. */
  passwordMinLength?: number;
  children?: ReactNode;
}

type Status =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'error'; message: string; code?: string } | { kind: 'done'; message: string };

/** A plain POST without JavaScript; with it, checked first and sent without leaving the page, what was typed kept. */
export function AuthForm({
  action,
  fields,
  submitLabel,
  pendingLabel,
  hidden = {},
  initialValues = {},
  initialError,
  initialErrorCode,
  errorLink,
  passwordMinLength = DEFAULT_PASSWORD_MIN_LENGTH,
  children,
}: AuthFormProps) {
  const formId = useId();
  const t = useUiText('AuthForm');
  const tValidation = useUiText('Validation');
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(
    initialError ? { kind: 'error', message: initialError, code: initialErrorCode } : { kind: 'idle' },
  );

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
      const result = (await response.json()) as {
        ok: boolean;
        redirectTo?: string;
        code?: string;
        message?: string;
        fieldErrors?: FieldErrors;
      };
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
      setStatus({ kind: 'error', message: result.message ?? t('unknown'), code: result.code });
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
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`${formId}-${field.name}`}
          label={field.label}
          hint={field.hint}
          error={fieldErrors[field.name]}
          name={field.name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          autoCapitalize={field.plain ? 'none' : undefined}
          spellCheck={field.plain ? false : undefined}
          defaultValue={initialValues[field.name]}
          required
        />
      ))}
      <div id={`${formId}-status`} role="status" aria-live="polite" className={`form-status ${status.kind}`}>
        {status.kind === 'error' || status.kind === 'done' ? status.message : pending ? pendingLabel : ''}
        {status.kind === 'error' && errorLink && status.code === errorLink.code && (
          <>
            {' '}
            <a href={errorLink.href}>{errorLink.label}</a>
          </>
        )}
      </div>
      <button type="submit" aria-disabled={pending} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
