import { validateDeletion, validateProfile } from './profile-rules';

describe('validateProfile', () => {
  it('accepts a username of three characters and an address', () => {
    expect(validateProfile({ username: 'ann', email: 'ann@example.com' })).toEqual({});
  });

  it('says what is wrong with each field, trimming spaces first', () => {
    expect(validateProfile({ username: '  ab ', email: 'ann@example' })).toEqual({
      username: 'Use at least 3 characters.',
      email: 'Enter an email address like name@example.com.',
    });
    expect(validateProfile({ username: '   ', email: '' })).toEqual({
      username: 'Choose a username.',
      email: 'Enter your email address.',
    });
  });
});

describe('validateDeletion', () => {
  it('asks for the password of an account that has one', () => {
    expect(validateDeletion({ password: '' }, true)).toEqual({ password: 'Enter your password to confirm.' });
    expect(validateDeletion({ password: 'x' }, true)).toEqual({});
  });

  it('asks a provider account for its username instead', () => {
    expect(validateDeletion({ password: 'x' }, false)).toEqual({ username: 'Type your username to confirm.' });
    expect(validateDeletion({ username: 'ann' }, false)).toEqual({});
  });
});
