'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { cancelledByPerson, postPasskeyStep as post } from './passkey-step';

export interface PasskeySignInText {
  button: string;
  pending: string;
  failed: string;
  unsupported: string;
  needsScript: string;
}

type Status = { kind: 'idle' | 'pending' } | { kind: 'error'; message: string };

/** The WebAuthn part (about 4 KB) loads once the page is idle, never with it. */
const loadWebAuthn = () => import('@simplewebauthn/browser');

/** "Sign in with a passkey", and the passkey autofill of the identifier field; without JavaScript, says passkeys need it. */
export function PasskeySignIn({ next, locale, text }: { next: string; locale?: string; text: PasskeySignInText }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function finish(response: unknown) {
    setStatus({ kind: 'pending' });
    const answer = await post('sign-in', { response, next, locale });
    if (answer.ok && answer.redirectTo) window.location.assign(answer.redirectTo);
    else setStatus({ kind: 'error', message: answer.message ?? text.failed });
  }

  async function ceremony(autofill: boolean) {
    const webauthn = await loadWebAuthn();
    const start = await post('sign-in-options', { locale });
    if (!start.ok) throw new Error(start.message ?? text.failed);
    const response = await webauthn.startAuthentication({ optionsJSON: start.options as never, useBrowserAutofill: autofill });
    await finish(response);
  }

  const whenIdle = useEffectEvent(async () => {
    const webauthn = await loadWebAuthn().catch(() => null);
    setReady(true);
    if (!webauthn?.browserSupportsWebAuthn()) return;
    // Autofill waits for the person to pick a passkey in the field's suggestions; the button's sign-in cancels it.
    if (await webauthn.browserSupportsWebAuthnAutofill()) ceremony(true).catch(() => undefined);
  });

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void whenIdle());
  }, []);

  if (!ready) return <p className="hint">{text.needsScript}</p>;
  return (
    <div className="passkey-sign-in">
      <button
        type="button"
        className="button secondary"
        disabled={status.kind === 'pending'}
        onClick={() =>
          ceremony(false).catch((error: Error) => {
            if (cancelledByPerson(error)) setStatus({ kind: 'idle' });
            else setStatus({ kind: 'error', message: error.name === 'NotSupportedError' ? text.unsupported : text.failed });
          })
        }
      >
        {status.kind === 'pending' ? text.pending : text.button}
      </button>
      <p role="status" aria-live="polite" className={status.kind === 'error' ? 'form-status error' : 'form-status'}>
        {status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}
