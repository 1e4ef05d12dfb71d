import { loadOwnAccount, type DeleteAccountState, type ProfileFormState } from '@/lib/auth/account-control';
import { localHref } from '@/lib/i18n/request-locale';
import { accountControlsText } from './account-text';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

const DELETE_ACCOUNT_PATH = '/account/delete';

/** "Profile" and "Delete account": a Strapi without the own-account routes gets a sentence, not forms that would fail. */
export async function OwnAccountSections({
  saveProfileAction,
  deleteAccountAction,
}: {
  saveProfileAction: (state: ProfileFormState, formData: FormData) => Promise<ProfileFormState>;
  deleteAccountAction: (state: DeleteAccountState, formData: FormData) => Promise<DeleteAccountState>;
}) {
  const [loaded, { t, profile, deletion }, confirmPath] = await Promise.all([
    loadOwnAccount(),
    accountControlsText(),
    localHref(DELETE_ACCOUNT_PATH),
  ]);
  if (loaded.status !== 'available') {
    return (
      <section aria-labelledby="profile">
        <h2 id="profile">{t('profile')}</h2>
        <p>{loaded.status === 'missing' ? t('missing') : t('unavailable')}</p>
      </section>
    );
  }
  const { account } = loaded;
  return (
    <>
      <section aria-labelledby="profile">
        <h2 id="profile">{t('profile')}</h2>
        <ProfileForm
          action={saveProfileAction}
          initial={{
            values: { username: account.username, email: account.email },
            fieldErrors: {},
            status: { kind: 'idle' },
            pendingEmail: account.pendingEmail,
            proof: '',
          }}
          emailChangeNeedsConfirmation={account.emailChangeNeedsConfirmation}
          emailLockedReason={account.provider === 'local' ? undefined : t('emailFromProvider', { provider: account.provider })}
          proofField={account.hasPassword ? 'currentPassword' : 'confirmUsername'}
          text={profile}
        />
      </section>
      <section aria-labelledby="delete-account">
        <h2 id="delete-account">{t('deleteHeading')}</h2>
        <p>{account.deletingRemovesOwnedEntries ? t('deleteRemovesEntries') : t('deleteKeepsEntries')}</p>
        <DeleteAccount
          confirmPath={confirmPath}
          label={t('deleteButton')}
          text={deletion}
          action={deleteAccountAction}
          hasPassword={account.hasPassword}
          deletingRemovesOwnedEntries={account.deletingRemovesOwnedEntries}
        />
      </section>
    </>
  );
}
