'use client';

import { Field } from '@/components/ui/field';
import type { PasskeyFormState } from '@/lib/auth/passkey-control';
import type { Passkey } from '@/lib/strapi/passkeys';
import { AccountForm, type AccountAction } from './account-form';
import { AddPasskey, ConfirmWithPasskey, type PasskeyCeremonyText } from './passkey-ceremonies';
import { ProofField, type ProofName } from './proof-field';

type Action = AccountAction<PasskeyFormState>;

export interface PasskeysText extends PasskeyCeremonyText {
  none: string;
  neverUsed: string;
  thisDevice: string;
  nudge: string;
  name: string;
  rename: string;
  renameLabel: string;
  remove: string;
  removeLabel: string;
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
  field: 'name' | ProofName;
  submit: string;
  label: string;
  text: PasskeysText;
}) {
  return (
    <AccountForm
      action={action}
      initial={{ ...EMPTY, value: initialValue }}
      className="form inline"
      label={label}
      pendingText="…"
      submit={{ label: submit, className: 'button secondary' }}
    >
      {(state, { id }) =>
        field === 'name' ? (
          <Field id={`${id}-name`} label={text.name} error={state.fieldErrors.name} name="name" defaultValue={state.value} maxLength={80} />
        ) : (
          <ProofField name={field} id={`${id}-proof`} text={text} value={state.value} errors={state.fieldErrors} />
        )
      }
    </AccountForm>
  );
}

/** Each passkey renamed or removed by plain forms; a new one added in the browser, which needs JavaScript. */
export function PasskeysPanel({
  passkeys,
  proofField,
  locale,
  dates,
  actions,
  text,
}: {
  passkeys: Passkey[];
  proofField: ProofName;
  locale?: string;
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
