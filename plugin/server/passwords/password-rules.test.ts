/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { passwordProblem, commonPasswords, COMMON, PERSONAL } = require('./password-rules');

describe('a new password Strapi refuses', () => {
  it('comes from a list of at least 10,000 common passwords shipped with the package', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  it('is any of the most common ones, whatever its case', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'Password123', 'iloveyou1', 'password1', 'PASSWORD', 'QwErTy123']) {
      expect([password, passwordProblem(password, {})]).toEqual([password, COMMON]);
    }
  });

  it('holds the username or the email’s local part, whatever its case', () => {
    expect(passwordProblem('Marguerite-2026!', { username: 'marguerite', email: 'm@example.test' })).toBe(PERSONAL);
    expect(passwordProblem('x-JEAN.DUPONT-y', { username: 'jd', email: 'jean.dupont@example.test' })).toBe(PERSONAL);
  });

  it('lets through what is neither, and a name too short to mean anything', () => {
    expect(passwordProblem('Correct-horse-1', { username: 'marguerite', email: 'marguerite@example.test' })).toBeNull();
    expect(passwordProblem('crystal-lake-9', { username: 'al', email: 'al@example.test' })).toBeNull();
    expect(passwordProblem(undefined, { username: 'a' })).toBeNull();
  });
});
