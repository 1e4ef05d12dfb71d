'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId, useState, useSyncExternalStore } from 'react';
import type { PasskeyFormState } from '@/lib/auth/passkey-control';
import type { Passkey } from '@/lib/strapi/passkeys';
import { ProofField } from './proof-field';

type Action = (state: PasskeyFormState, formData: FormData) => Promise<PasskeyFormState>;

export interface PasskeysText {
  none: string;
  neverUsed: string;
  thisDevice: string;
  nudge: string;
  add: string;
  adding: string;
  addHint: string;
  addedNow: string;
  otherSessions: string;
  failed: string;
  needsScript: string;
  confirmWithPasskey: string;
  confirmed: string;
  name: string;
  rename: string;
  renameLabel: string;
  remove: string;
  removeLabel: string;
  proofLabel: string;
  confirmHint: string;
}

const EMPTY: PasskeyFormState = { value: '', fieldErrors: {} };

function ItemForm({
  action,
  field,
  submit,
  label,
  initialValue = '',
  text,
}: {
  action: Action;
  initialValue?: string;
  field: 'name' | 'currentPassword' | 'confirmUsername';
  submit: string;
  label: string;
  text: PasskeysText;
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, { ...EMPTY, value: initialValue });
  const error = state.fieldErrors[field];
  return (
    <form action={formAction} className="form inline" noValidate aria-label={label}>
      {field === 'name' ? (
        <div className="field">
          <label htmlFor={`${id}-name`}>{text.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            defaultValue={state.value}
            maxLength={80}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
      ) : (
        <ProofField name={field} id={`${id}-proof`} label={text.proofLabel} hint={text.confirmHint} value={state.value} error={error} />
      )}
      <p role="status" aria-live="polite" className={state.message ? 'form-status error' : 'form-status'}>
        {pending ? '…' : (state.message ?? '')}
      </p>
      <button type="submit" className="button secondary" disabled={pending}>
        {submit}
      </button>
    </form>
  );
}

/**
 * "Confirm it's you with a passkey": one of the member's passkeys instead of the password; for 5 minutes this
 * session's forms need no proof (leave the password empty).
 */
function ConfirmWithPasskey({ locale, text }: { locale?: string; text: PasskeysText }) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'pending' | 'confirmed' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  async function confirm() {
    setStatus({ kind: 'pending' });
    try {
      const start = await postStep('confirm-options', { locale });
      if (!start.ok) return setStatus({ kind: 'error', message: start.message ?? text.failed });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: start.options as never });
      const done = await postStep('confirm', { response, locale });
      setStatus(done.ok ? { kind: 'confirmed' } : { kind: 'error', message: done.message ?? text.failed });
    } catch (error) {
      const cancelled = (error as Error).name === 'NotAllowedError' || (error as Error).name === 'AbortError';
      setStatus(cancelled ? { kind: 'idle' } : { kind: 'error', message: text.failed });
    }
  }
  return (
    <div className="confirm-with-passkey">
      <button type="button" className="button secondary" disabled={status.kind === 'pending'} onClick={() => void confirm()}>
        {text.confirmWithPasskey}
      </button>
      <p role="status" aria-live="polite" className={status.kind === 'error' ? 'form-status error' : 'form-status'}>
        {status.kind === 'confirmed' ? text.confirmed : status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}

async function postStep(step: string, body: object) {
  const response = await fetch(`/api/passkeys/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { ok: boolean; options?: unknown; message?: string; fieldErrors?: Record<string, string> };
}

/** "Add a passkey": the proof, then the browser's own passkey dialog; the list is read again once it is added. */
function AddPasskey({
  proofField,
  locale,
  text,
}: {
  proofField: 'currentPassword' | 'confirmUsername';
  locale?: string;
  text: PasskeysText;
}) {
  const id = useId();
  const router = useRouter();
  // True once running in the browser (false in the server's HTML, which works without JavaScript).
  const ready = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState<
    { kind: 'idle' | 'pending' | 'added' } | { kind: 'error'; message: string; fieldErrors: Record<string, string> }
  >({ kind: 'idle' });
  if (!ready) return <p className="hint">{text.needsScript}</p>;

  async function add(form: HTMLFormElement) {
    setStatus({ kind: 'pending' });
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const post = (step: string, body: object) => postStep(step, { ...body, locale });
    try {
      const start = await post('add-options', { [proofField]: values[proofField] ?? '' });
      if (!start.ok) return setStatus({ kind: 'error', message: start.message ?? text.failed, fieldErrors: start.fieldErrors ?? {} });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: start.options as never });
      const added = await post('add', { response, name: '' });
      if (!added.ok) return setStatus({ kind: 'error', message: added.message ?? text.failed, fieldErrors: added.fieldErrors ?? {} });
      setStatus({ kind: 'added' });
      router.refresh();
    } catch (error) {
      const cancelled = (error as Error).name === 'NotAllowedError' || (error as Error).name === 'AbortError';
      setStatus(cancelled ? { kind: 'idle' } : { kind: 'error', message: text.failed, fieldErrors: {} });
    }
  }

  if (status.kind === 'added') {
    return (
      <div role="status" className="notice success">
        <p>{text.addedNow}</p>
        <p>
          <a href="#devices">{text.otherSessions}</a>
        </p>
      </div>
    );
  }
  const error = status.kind === 'error' ? status.fieldErrors[proofField] : undefined;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget);
      }}
    >
      <p className="hint">{text.addHint}</p>
      <ProofField name={proofField} id={`${id}-proof`} label={text.proofLabel} hint={text.confirmHint} value="" error={error} />
      <p role="status" aria-live="polite" className={status.kind === 'error' ? 'form-status error' : 'form-status'}>
        {status.kind === 'pending' ? text.adding : status.kind === 'error' ? status.message : ''}
      </p>
      <button type="submit" className="button" disabled={status.kind === 'pending'}>
        {text.add}
      </button>
    </form>
  );
}

/**
 * "Passkeys" on the account page: each with when it was added and last used (this device's marked), renamed or
 * removed (confirming it's the member) by plain forms, and a new one added in the browser, which needs JavaScript.
 */
export function PasskeysPanel({
  passkeys,
  proofField,
  locale,
  dates,
  actions,
  text,
}: {
  passkeys: Passkey[];
  proofField: 'currentPassword' | 'confirmUsername';
  locale?: string;
  /** Each passkey's dates, already in the page's words. */
  dates: Record<number, { added: string; lastUsed: string | null }>;
  actions: {
    rename: (id: number, state: PasskeyFormState, formData: FormData) => Promise<PasskeyFormState>;
    remove: typeof actions.rename;
  };
  text: PasskeysText;
}) {
  return (
    <>
      {passkeys.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul className="passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <p>
                <strong>{passkey.name}</strong>
                {passkey.thisDevice && <span className="badge"> {text.thisDevice}</span>}
              </p>
              <p className="muted">{`${dates[passkey.id]!.added}; ${dates[passkey.id]!.lastUsed ?? text.neverUsed}`}</p>
              <ItemForm
                action={actions.rename.bind(null, passkey.id)}
                field="name"
                initialValue={passkey.name}
                submit={text.rename}
                label={`${text.renameLabel} ${passkey.name}`}
                text={text}
              />
              <ItemForm
                action={actions.remove.bind(null, passkey.id)}
                field={proofField}
                submit={text.remove}
                label={`${text.removeLabel} ${passkey.name}`}
                text={text}
              />
            </li>
          ))}
        </ul>
      )}
      {passkeys.length === 1 && <p className="notice">{text.nudge}</p>}
      {passkeys.length > 0 && <ConfirmWithPasskey locale={locale} text={text} />}
      <AddPasskey proofField={proofField} locale={locale} text={text} />
    </>
  );
}
