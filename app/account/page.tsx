import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authPageText } from '@/components/auth/auth-page-text';
import { firstValue } from '@/server/shared/first-value.mjs';
import { OwnAccountSections } from '@/components/account/own-account-sections';
import { AuthForm } from '@/components/auth/auth-form';
import { newPasswordFields } from '@/components/auth/password-fields';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { SignedInDevices } from '@/components/account/signed-in-devices';
import { AccountActivity } from '@/components/account/account-activity';
import { YourData } from '@/components/account/your-data';
import { TwoStep } from '@/components/account/two-step-section';
import { Passkeys } from '@/components/account/passkeys-section';
import { Notice } from '@/components/ui/notice';
import { formStateFromUrl } from '@/lib/auth/page-params';
import { passwordMinLength } from '@/lib/auth/server-rules';
import { requireUser } from '@/lib/auth/session';
import {
  deleteAccountAction,
  devicesAction,
  disableTwoStepAction,
  downloadDataAction,
  enableTwoStepAction,
  renewRecoveryCodesAction,
  removePasskeyAction,
  renamePasskeyAction,
  saveProfileAction,
  setUpTwoStepAction,
} from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Account'))('title') };
}

export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser('/account');
  const params = await searchParams;
  const minLength = passwordMinLength();
  const [t, { tErrors, passwords, localeField, href }] = await Promise.all([getTranslations('Account'), authPageText(minLength)]);
  const { initialError } = formStateFromUrl(params, tErrors);

  return (
    <section className="account-page">
      <h1>{t('title')}</h1>
      <Notice code={firstValue(params.notice)} />
      <dl className="details">
        <dt>{t('username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('signedInWith')}</dt>
        <dd>{user.provider === 'local' ? t('emailAndPassword') : user.provider}</dd>
        <dt>{t('emailConfirmed')}</dt>
        <dd>{user.confirmed ? t('yes') : t('no')}</dd>
      </dl>

      <OwnAccountSections saveProfileAction={saveProfileAction} deleteAccountAction={deleteAccountAction} />

      <section aria-labelledby="change-password">
        <h2 id="change-password">{t('changePassword')}</h2>
        {user.provider === 'local' ? (
          <AuthForm
            action="change-password"
            fields={[
              { name: 'currentPassword', label: t('currentPassword'), type: 'password', autoComplete: 'current-password' },
              ...newPasswordFields(passwords),
            ]}
            submitLabel={t('changePassword')}
            pendingLabel={t('changing')}
            hidden={{ returnTo: await href('/account'), ...localeField }}
            initialError={initialError}
            passwordMinLength={minLength}
          />
        ) : (
          <p>{t('providerPassword', { provider: user.provider })}</p>
        )}
      </section>

      <Passkeys actions={{ rename: renamePasskeyAction, remove: removePasskeyAction }} />

      <TwoStep
        actions={{
          setUp: setUpTwoStepAction,
          enable: enableTwoStepAction,
          renew: renewRecoveryCodesAction,
          disable: disableTwoStepAction,
        }}
      />

      <SignedInDevices devicesAction={devicesAction} />

      <AccountActivity />

      <YourData action={downloadDataAction} />

      <section aria-labelledby="sign-out">
        <h2 id="sign-out">{t('signOut')}</h2>
        <p>{t('signOutBody')}</p>
        <SignOutForm variant="button" />
      </section>
    </section>
  );
}
