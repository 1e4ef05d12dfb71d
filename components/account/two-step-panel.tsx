'use client';

import { Fragment, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import type { TwoStepFormState } from '@/lib/auth/two-step-control';
import type { TwoStepStatus } from '@/lib/strapi/two-step';
import { AccountForm, type AccountAction } from './account-form';
import { ProofField, type ProofName } from './proof-field';
import { RecoveryCodes, type RecoveryCodesText } from './recovery-codes';

type Action = AccountAction<TwoStepFormState>;

export interface TwoStepText {
  offIntro: string;
  setUp: string;
  settingUp: string;
  proofLabel: string;
  confirmHint: string;
  scan: string;
  qrLabel: string;
  typeInstead: string;
  firstCode: string;
  firstCodeHint: string;
  turnOn: string;
  turningOn: string;
  on: string;
  codesLeft: string;
  fewLeft: string;
  proveHint: string;
  code: string;
  renew: string;
  renewing: string;
  turnOff: string;
  turningOff: string;
  codes: RecoveryCodesText;
}

const EMPTY: TwoStepFormState = { proof: '', code: '', fieldErrors: {} };

function StepForm({
  action,
  proofField,
  code,
  text,
  doneHref,
  children,
}: {
  action: Action;
  doneHref: string;
  proofField: ProofName | null;
  code: { label: string; hint?: string } | null;
  text: { proofLabel: string; confirmHint: string; submit: string; pending: string; codes: RecoveryCodesText };
  children?: ReactNode;
}) {
  return (
    <AccountForm
      action={action}
      initial={EMPTY}
      pendingText={text.pending}
      submit={{ label: text.submit }}
      done={(state) => state.recoveryCodes && <RecoveryCodes codes={state.recoveryCodes} text={text.codes} doneHref={doneHref} />}
    >
      {(state, { id }) => (
        <>
          {children}
          {proofField && <ProofField name={proofField} id={`${id}-proof`} text={text} value={state.proof} errors={state.fieldErrors} />}
          {code && (
            <Field
              id={`${id}-code`}
              label={code.label}
              hint={code.hint}
              error={state.fieldErrors.code}
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={state.code}
            />
          )}
        </>
      )}
    </AccountForm>
  );
}

/** Set up (the proof, a scan, a first code, the recovery codes), then new codes or off: every step is a form. */
export function TwoStepPanel({
  factor,
  qrSvg,
  proofField,
  actions,
  accountHref,
  text,
}: {
  factor: TwoStepStatus;
  accountHref: string;
  qrSvg: string | null;
  proofField: ProofName;
  actions: { setUp: Action; enable: Action; renew: Action; disable: Action };
  text: TwoStepText;
}) {
  const shared = { proofLabel: text.proofLabel, confirmHint: text.confirmHint, codes: text.codes };
  // Loaded again (a new address, so the browser does load it), the page never shows the codes again.
  const doneHref = (notice: string) => `${accountHref}?notice=${notice}#two-step`;
  if (factor.enabled) {
    return (
      <>
        <p>{text.on}</p>
        <p className={factor.recoveryCodesLeft <= 2 ? 'notice warning' : undefined}>
          {text.codesLeft} {factor.recoveryCodesLeft <= 2 ? text.fewLeft : ''}
        </p>
        <p>{text.proveHint}</p>
        {[
          { action: actions.renew, label: text.renew, pending: text.renewing, notice: 'recovery-codes-renewed' },
          { action: actions.disable, label: text.turnOff, pending: text.turningOff, notice: 'second-factor-on' },
        ].map((step) => (
          <Fragment key={step.notice}>
            <h3>{step.label}</h3>
            <StepForm
              doneHref={doneHref(step.notice)}
              action={step.action}
              proofField={proofField}
              code={{ label: text.code }}
              text={{ ...shared, submit: step.label, pending: step.pending }}
            />
          </Fragment>
        ))}
      </>
    );
  }
  if (factor.setup) {
    return (
      <StepForm
        doneHref={doneHref('second-factor-on')}
        action={actions.enable}
        proofField={null}
        code={{ label: text.firstCode, hint: text.firstCodeHint }}
        text={{ ...shared, submit: text.turnOn, pending: text.turningOn }}
      >
        <p>{text.scan}</p>
        {qrSvg && <div className="qr-code" role="img" aria-label={text.qrLabel} dangerouslySetInnerHTML={{ __html: qrSvg }} />}
        <p>
          {text.typeInstead}{' '}
          <code className="secret" translate="no">
            {factor.setup.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </p>
      </StepForm>
    );
  }
  return (
    <>
      <p>{text.offIntro}</p>
      <StepForm
        doneHref={doneHref('second-factor-on')}
        action={actions.setUp}
        proofField={proofField}
        code={null}
        text={{ ...shared, submit: text.setUp, pending: text.settingUp }}
      />
    </>
  );
}
