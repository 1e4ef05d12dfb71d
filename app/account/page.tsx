import type { Metadata } from 'next';
import { firstValue } from '@/server/first-value.mjs';
import { OwnAccountSections } from '@/components/account/own-account-sections';
import { AuthForm } from '@/components/auth/auth-form';
import { newPasswordFields } from '@/components/auth/password-fields';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { SignedInDevices } from '@/components/account/signed-in-devices';
import { Notice } from '@/components/ui/notice';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { passwordMinLength } from '@/lib/auth/rules';
import { requireUser } from '@/lib/auth/session';
import { deleteAccountAction, saveProfileAction } from './actions';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser('/account');
  const params = await searchParams;
  const { initialError } = formStateFromUrl(params);
  const minLength = passwordMinLength();

  return (
    <section className="account-page">
      <h1>Your account</h1>
      <Notice code={firstValue(params.notice)} />
      <dl className="details">
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Signed in with</dt>
        <dd>{user.provider === 'local' ? 'Email and password' : user.provider}</dd>
        <dt>Email confirmed</dt>
        <dd>{user.confirmed ? 'Yes' : 'No'}</dd>
      </dl>

      <OwnAccountSections saveProfileAction={saveProfileAction} deleteAccountAction={deleteAccountAction} />

      <section aria-labelledby="change-password">
        <h2 id="change-password">Change password</h2>
        {user.provider === 'local' ? (
          <AuthForm
            action="change-password"
            fields={[
              { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password' },
              ...newPasswordFields(minLength),
            ]}
            submitLabel="Change password"
            pendingLabel="Changing…"
            hidden={{ returnTo: '/account' }}
            initialError={initialError}
            passwordMinLength={minLength}
          />
        ) : (
          <p>You sign in with {user.provider}, so your password is managed there.</p>
        )}
      </section>

      <SignedInDevices />

      <section aria-labelledby="sign-out">
        <h2 id="sign-out">Sign out</h2>
        <p>Signing out ends this session: this browser is signed out, and its session can no longer be used anywhere.</p>
        <SignOutForm variant="button" />
      </section>
    </section>
  );
}
