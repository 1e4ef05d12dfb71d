import { passwordMinLength, validateAuthForm } from './server-rules';

describe('validateAuthForm', () => {
  it('accepts complete, valid forms', () => {
    expect(validateAuthForm('login', { identifier: 'ada', password: 'x' })).toEqual({});
    expect(validateAuthForm('register', { username: 'ada', email: 'ada@example.com', password: 'Portico-1' })).toEqual({});
    expect(validateAuthForm('reset-password', { code: 'abc', password: 'Portico-1', passwordConfirmation: 'Portico-1' })).toEqual({});
    expect(
      validateAuthForm('change-password', { currentPassword: 'Old-pass-1', password: 'Portico-1', passwordConfirmation: 'Portico-1' }),
    ).toEqual({});
    expect(validateAuthForm('logout', {})).toEqual({});
  });

  it('names every missing or invalid field of a registration', () => {
    expect(validateAuthForm('register', { username: ' ab ', email: 'nope', password: 'short' })).toEqual({
      username: 'Use at least 3 characters.',
      email: 'Enter an email address like name@example.com.',
      password: 'Use at least 8 characters.',
    });
    expect(validateAuthForm('register', {})).toEqual({
      username: 'Choose a username.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
    });
  });

  it('refuses passwords over Strapi’s 72-byte limit, counting bytes not letters', () => {
    expect(validateAuthForm('register', { username: 'ada', email: 'a@b.co', password: 'é'.repeat(37) }).password).toMatch(
      /at most 72 bytes/,
    );
    expect(validateAuthForm('register', { username: 'ada', email: 'a@b.co', password: 'e'.repeat(72) })).toEqual({});
  });

  it('requires matching confirmations and a new password that differs', () => {
    expect(validateAuthForm('reset-password', { code: 'c', password: 'Portico-1', passwordConfirmation: 'Portico-2' })).toEqual({
      passwordConfirmation: 'The two passwords do not match.',
    });
    expect(
      validateAuthForm('change-password', { currentPassword: 'Portico-1', password: 'Portico-1', passwordConfirmation: 'Portico-1' }),
    ).toEqual({
      password: 'Choose a password different from the current one.',
    });
  });

  it('checks the email of forgot-password and resend forms', () => {
    expect(validateAuthForm('forgot-password', { email: 'x' })).toEqual({ email: 'Enter an email address like name@example.com.' });
    expect(validateAuthForm('send-email-confirmation', { email: 'a@b.co' })).toEqual({});
  });
});

describe('the password minimum', () => {
  const configured = process.env.PASSWORD_MIN_LENGTH;
  afterEach(() => {
    if (configured === undefined) delete process.env.PASSWORD_MIN_LENGTH;
    else process.env.PASSWORD_MIN_LENGTH = configured;
  });

  it('is the PASSWORD_MIN_LENGTH Strapi reads, 8 when unset or not a positive whole number', () => {
    expect(passwordMinLength({})).toBe(8);
    expect(passwordMinLength({ PASSWORD_MIN_LENGTH: '12' })).toBe(12);
    expect(passwordMinLength({ PASSWORD_MIN_LENGTH: 'twelve' })).toBe(8);
    expect(passwordMinLength({ PASSWORD_MIN_LENGTH: '0' })).toBe(8);
  });

  it('applies a configured minimum on the server, where the environment is read', async () => {
    process.env.PASSWORD_MIN_LENGTH = '12';
    // Settings are read once, when the server starts: a fresh start with this environment.
    let validateAuthForm!: (typeof import('./server-rules'))['validateAuthForm'];
    await jest.isolateModulesAsync(async () => {
      ({ validateAuthForm } = await import('./server-rules'));
    });
    const register = { username: 'ada', email: 'ada@example.com' };
    expect(validateAuthForm('register', { ...register, password: 'Portico-123' })).toEqual({ password: 'Use at least 12 characters.' });
    expect(validateAuthForm('register', { ...register, password: 'Portico-1234' })).toEqual({});
    expect(validateAuthForm('reset-password', { code: 'c', password: 'Portico-1', passwordConfirmation: 'Portico-1' })).toEqual({
      password: 'Use at least 12 characters.',
    });
  });

  it('applies the minimum a page passed to the browser', () => {
    expect(
      validateAuthForm(
        'change-password',
        { currentPassword: 'old', password: 'Portico-1', passwordConfirmation: 'Portico-1' },
        { passwordMinLength: 10 },
      ),
    ).toEqual({
      password: 'Use at least 10 characters.',
    });
    expect(validateAuthForm('register', { username: 'ada', email: 'a@b.co', password: 'Port-1' }, { passwordMinLength: 6 })).toEqual({});
  });
});
