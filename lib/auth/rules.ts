/**
 * What each account form needs, checked the same way in the browser (before sending) and on the
 * server (before calling Strapi). Mirrors Strapi's own rules plus Portico's password policy.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;
export const USERNAME_MIN_LENGTH = 3;

export type AuthAction = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'change-password' | 'send-email-confirmation' | 'logout';
export const AUTH_ACTIONS: readonly AuthAction[] = ['login', 'register', 'forgot-password', 'reset-password', 'change-password', 'send-email-confirmation', 'logout'];

export type FieldErrors = Partial<Record<string, string>>;
export type FormValues = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function passwordProblem(password: string | undefined): string | undefined {
  if (!password) return 'Enter a password.';
  if ([...password].length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return `Use at most ${PASSWORD_MAX_BYTES} bytes (about ${PASSWORD_MAX_BYTES} letters).`;
  return undefined;
}

function emailProblem(email: string | undefined): string | undefined {
  if (!email?.trim()) return 'Enter your email address.';
  if (!EMAIL.test(email.trim())) return 'Enter an email address like name@example.com.';
  return undefined;
}

function compact(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

export function validateAuthForm(action: AuthAction, values: FormValues): FieldErrors {
  switch (action) {
    case 'login':
      return compact({
        identifier: values.identifier?.trim() ? undefined : 'Enter your email or username.',
        password: values.password ? undefined : 'Enter your password.',
      });
    case 'register': {
      const username = values.username?.trim() ?? '';
      return compact({
        username: !username ? 'Choose a username.' : username.length < USERNAME_MIN_LENGTH ? `Use at least ${USERNAME_MIN_LENGTH} characters.` : undefined,
        email: emailProblem(values.email),
        password: passwordProblem(values.password),
      });
    }
    case 'forgot-password':
    case 'send-email-confirmation':
      return compact({ email: emailProblem(values.email) });
    case 'reset-password':
      return compact({
        code: values.code ? undefined : 'This reset link is incomplete. Open the link from the email again.',
        password: passwordProblem(values.password),
        passwordConfirmation: values.passwordConfirmation === values.password ? undefined : 'The two passwords do not match.',
      });
    case 'change-password':
      return compact({
        currentPassword: values.currentPassword ? undefined : 'Enter your current password.',
        password:
          passwordProblem(values.password) ??
          (values.password && values.password === values.currentPassword ? 'Choose a password different from the current one.' : undefined),
        passwordConfirmation: values.passwordConfirmation === values.password ? undefined : 'The two passwords do not match.',
      });
    case 'logout':
      return {};
  }
}
