'use client';

import { useActionState, useId, useRef } from 'react';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { DevicesFormState } from '@/lib/auth/account-control';
import { EVERYWHERE } from '@/lib/auth/devices';
import { ProofField } from './proof-field';

export interface DeviceRow {
  id: string;
  name: string;
  current: boolean;
  activity: string;
}

export interface DevicesText {
  thisDevice: string;
  endSession: string;
  endSessionOn: Record<string, string>;
  signOutEverywhere: string;
  confirmHint: string;
  proofLabel: string;
  ending: string;
}

/**
 * The devices and their "End session" buttons with "Sign out everywhere", in one form with the "confirm it's
 * you" field that Strapi asks for (the current password, or the username for an account without one); a
 * confirmation given in the last 5 minutes does too. The button pressed names what to end. Works without
 * JavaScript; what was typed stays when Strapi refuses.
 */
export function DevicesForm({
  action,
  devices,
  proofField,
  text,
}: {
  action: (state: DevicesFormState, formData: FormData) => Promise<DevicesFormState>;
  devices: DeviceRow[];
  /** null when this Strapi asks for no confirmation (no own-account routes). */
  proofField: 'currentPassword' | 'confirmUsername' | null;
  text: DevicesText;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, { proof: '', fieldErrors: {} });
  useFocusFirstInvalid(formRef, state);
  return (
    <form ref={formRef} action={formAction} className="form devices-form" noValidate aria-describedby={`${formId}-status`}>
      {proofField && (
        <ProofField
          name={proofField}
          id={`${formId}-proof`}
          label={text.proofLabel}
          hint={text.confirmHint}
          value={state.proof}
          error={state.fieldErrors[proofField]}
        />
      )}
      <ul className="device-list">
        {devices.map((device) => (
          <li key={device.id} className="device">
            <div>
              <strong>{device.name}</strong>
              {device.current && <span className="badge">{text.thisDevice}</span>}
              <p className="muted">{device.activity}</p>
            </div>
            {!device.current && (
              <button
                type="submit"
                name="end"
                value={device.id}
                className="button secondary"
                disabled={pending}
                aria-label={text.endSessionOn[device.id]}
              >
                {text.endSession}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div
        id={`${formId}-status`}
        role="status"
        aria-live="polite"
        className={`form-status ${pending ? 'pending' : state.message ? 'error' : ''}`}
      >
        {pending ? text.ending : (state.message ?? '')}
      </div>
      <button type="submit" name="end" value={EVERYWHERE} className="button secondary" disabled={pending}>
        {text.signOutEverywhere}
      </button>
    </form>
  );
}
