import { loadOwnAccount, type DeleteAccountState, type ProfileFormState } from '@/lib/auth/account-control';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

/**
 * The parts of /account the member controls: "Profile" and "Delete account". They need the
 * own-account routes in Strapi (docs/deployment.md); a Strapi without them gets a sentence saying
 * so instead of forms that would fail.
 */
export async function OwnAccountSections({
  saveProfileAction,
  deleteAccountAction,
}: {
  saveProfileAction: (state: ProfileFormState, formData: FormData) => Promise<ProfileFormState>;
  deleteAccountAction: (state: DeleteAccountState, formData: FormData) => Promise<DeleteAccountState>;
}) {
  const loaded = await loadOwnAccount();
  if (loaded.status !== 'available') {
    return (
      <section aria-labelledby="profile">
        <h2 id="profile">Profile</h2>
        <p>
          {loaded.status === 'missing'
            ? 'This site does not let members change or delete their account here. Ask the site’s administrators.'
            : 'Your profile cannot be loaded right now. Please try again in a moment.'}
        </p>
      </section>
    );
  }
  const { account } = loaded;
  return (
    <>
      <section aria-labelledby="profile">
        <h2 id="profile">Profile</h2>
        <ProfileForm
          action={saveProfileAction}
          initial={{
            values: { username: account.username, email: account.email },
            fieldErrors: {},
            status: { kind: 'idle' },
            pendingEmail: account.pendingEmail,
          }}
          emailChangeNeedsConfirmation={account.emailChangeNeedsConfirmation}
          emailLockedReason={account.provider === 'local' ? undefined : `Your email address comes from your ${account.provider} sign-in.`}
        />
      </section>
      <section aria-labelledby="delete-account">
        <h2 id="delete-account">Delete account</h2>
        <p>
          {account.deletingRemovesOwnedEntries
            ? 'Deleting your account also deletes every entry you created.'
            : 'Your entries stay on the site without an owner.'}
        </p>
        <DeleteAccount
          action={deleteAccountAction}
          hasPassword={account.hasPassword}
          deletingRemovesOwnedEntries={account.deletingRemovesOwnedEntries}
        />
      </section>
    </>
  );
}
