'use client';

import type { DevicesFormState } from '@/lib/auth/account-control';
import { EVERYWHERE } from '@/lib/auth/devices';
import { AccountForm, type AccountAction } from './account-form';
import { ProofField, type ProofName } from './proof-field';

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

/** One form with the proof Strapi asks for: the button pressed names the session to end, or every one. */
export function DevicesForm({
  action,
  devices,
  proofField,
  text,
}: {
  action: AccountAction<DevicesFormState>;
  devices: DeviceRow[];
  /** null when this Strapi asks for no confirmation (no own-account routes). */
  proofField: ProofName | null;
  text: DevicesText;
}) {
  return (
    <AccountForm
      action={action}
      initial={{ proof: '', fieldErrors: {} }}
      className="form devices-form"
      pendingText={text.ending}
      submit={{ label: text.signOutEverywhere, className: 'button secondary', name: 'end', value: EVERYWHERE }}
    >
      {(state, { id, pending }) => (
        <>
          {proofField && <ProofField name={proofField} id={`${id}-proof`} text={text} value={state.proof} errors={state.fieldErrors} />}
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
                    className="button danger"
                    disabled={pending}
                    aria-label={text.endSessionOn[device.id]}
                  >
                    {text.endSession}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </AccountForm>
  );
}
