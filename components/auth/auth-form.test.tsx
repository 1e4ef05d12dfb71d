/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UiTextProvider } from '@/components/ui/ui-text';
import en from '@/messages/en.json';
import { AuthForm } from './auth-form';

// Browsers have it (the 72-byte password rule counts with it); jsdom does not.
Object.assign(globalThis, { TextEncoder });

const fields = [
  { name: 'username', label: 'Username' },
  { name: 'email', label: 'Email', type: 'email' as const },
  { name: 'password', label: 'Password', type: 'password' as const },
];

async function register(password: string, passwordMinLength?: number) {
  // The English catalog's client namespaces, as the root layout gives them.
  render(
    <UiTextProvider messages={{ Validation: en.Validation, AuthForm: en.AuthForm }}>
      <AuthForm
        action="register"
        fields={fields}
        submitLabel="Create account"
        pendingLabel="Creating…"
        passwordMinLength={passwordMinLength}
      />
    </UiTextProvider>,
  );
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!));
}

describe('AuthForm', () => {
  const fetchMock = jest.fn(async () => ({ json: async () => ({ ok: false, message: 'Stopped here.' }) }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('refuses, before sending, a password shorter than the minimum its page passed', async () => {
    await register('Portico-123', 12);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('sends a password that meets the minimum its page passed', async () => {
    await register('Portico-1234', 12);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Stopped here.')).toBeInTheDocument();
  });

  it('falls back to Strapi’s default minimum of 8 when the page passes none', async () => {
    await register('Portico');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
  });
});
