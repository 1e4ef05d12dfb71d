/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PasskeyFormState } from '@/lib/auth/passkey-control';
import { AccountForm, type AccountFormState } from './account-form';
import { PasskeysPanel, type PasskeysText } from './passkeys-panel';
import { ProofField } from './proof-field';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

type ProofState = AccountFormState & { proof: string };

const WRONG = 'That password is not right. Nothing was changed.';

/** A form of one proof field whose action answers `answer`, with what was typed kept as the server keeps it. */
function proofForm(answer: (typed: string) => Partial<ProofState>) {
  const action = jest.fn(async (_state: ProofState, formData: FormData): Promise<ProofState> => {
    const typed = String(formData.get('currentPassword') ?? '');
    return { proof: typed, fieldErrors: {}, ...answer(typed) };
  });
  render(
    <AccountForm action={action} initial={{ proof: '', fieldErrors: {} }} pendingText="Working…" submit={{ label: 'Go on' }}>
      {(state, { id }) => (
        <ProofField
          name="currentPassword"
          id={`${id}-proof`}
          text={{ proofLabel: 'Current password', confirmHint: 'Confirm it’s you.' }}
          value={state.proof}
          errors={state.fieldErrors}
        />
      )}
    </AccountForm>,
  );
  return action;
}

/** Presses a button, which has focus then, as in a browser. */
async function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  await act(async () => fireEvent.click(button));
}

async function send(typed: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: typed } });
  await press('Go on');
}

describe('AccountForm', () => {
  it('takes no focus as the page loads', () => {
    proofForm(() => ({}));
    expect(document.activeElement).toBe(document.body);
  });

  it('after a wrong password: focus on the field, what was typed kept, the message said once', async () => {
    const action = proofForm(() => ({ fieldErrors: { currentPassword: WRONG }, message: WRONG }));
    await send('not-it');
    expect(action).toHaveBeenCalledTimes(1);
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('not-it');
    expect(field).toHaveAccessibleDescription(`Confirm it’s you. ${WRONG}`);
    expect(screen.getAllByText(WRONG)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('after a refusal that names no field: focus on the status that says why', async () => {
    proofForm(() => ({ message: 'Strapi is not answering. Nothing was changed.' }));
    await send('right');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Strapi is not answering. Nothing was changed.');
    expect(status).toHaveFocus();
    expect(document.querySelector('form')).toHaveAccessibleDescription('Strapi is not answering. Nothing was changed.');
  });

  it('after an answer that refuses nothing: focus stays where it was', async () => {
    proofForm(() => ({}));
    await send('right');
    expect(screen.getByRole('button', { name: 'Go on' })).toHaveFocus();
  });
});

describe('the passkeys’ own forms', () => {
  const text = Object.fromEntries(
    ['none', 'neverUsed', 'thisDevice', 'nudge', 'add', 'adding', 'addHint', 'addedNow', 'otherSessions', 'failed', 'needsScript']
      .concat(['confirmWithPasskey', 'confirmed', 'rename', 'renameLabel', 'remove', 'removeLabel', 'confirmHint'])
      .map((key) => [key, key]),
  ) as unknown as PasskeysText;
  Object.assign(text, { name: 'Name', proofLabel: 'Current password' });

  function panel(rename: (state: PasskeyFormState, formData: FormData) => Promise<PasskeyFormState>) {
    const passkey = { id: 3, name: 'Laptop', createdAt: '2025-01-01', lastUsedAt: null, backedUp: true, thisDevice: false };
    render(
      <PasskeysPanel
        passkeys={[passkey]}
        proofField="currentPassword"
        dates={{ 3: { added: 'Added today', lastUsed: null } }}
        actions={{ rename: async (_id, state, formData) => rename(state, formData), remove: async (_id, state) => state }}
        text={text}
      />,
    );
  }

  it('a refused rename takes focus to the name, which keeps what was typed and says why once', async () => {
    panel(async (_state, formData) => ({
      value: String(formData.get('name')),
      fieldErrors: { name: 'Give the passkey a name.' },
      message: 'Give the passkey a name.',
    }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: '  ' } });
    await press('rename');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('  ');
    expect(name).toHaveAccessibleDescription('Give the passkey a name.');
    expect(screen.getAllByText('Give the passkey a name.')).toHaveLength(1);
  });

  it('adding one: a refused proof takes focus to the field, which keeps what was typed', async () => {
    const refusal = { ok: false, message: 'Confirm it’s you.', fieldErrors: { currentPassword: 'Confirm it’s you.' } };
    global.fetch = jest.fn(async () => ({ json: async () => refusal })) as unknown as typeof fetch;
    panel(async (state) => state);
    const proof = screen.getAllByLabelText('Current password').at(-1)!;
    fireEvent.change(proof, { target: { value: 'typed' } });
    await press('add');
    expect(proof).toHaveFocus();
    expect(proof).toHaveValue('typed');
    expect(screen.getAllByText('Confirm it’s you.')).toHaveLength(1);
  });
});
