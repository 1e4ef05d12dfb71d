import { getTranslations } from 'next-intl/server';
import { loadOwnAccount, type ProofFormState } from '@/lib/auth/account-control';
import { ProofForm } from './proof-form';

/** A ZIP of everything the site holds about the member; nothing when this Strapi has no own-account routes. */
export async function YourData({ action }: { action: (state: ProofFormState, formData: FormData) => Promise<ProofFormState> }) {
  const [t, loaded] = await Promise.all([getTranslations('YourData'), loadOwnAccount()]);
  if (loaded.status !== 'available') return null;
  const proofField = loaded.account.hasPassword ? 'currentPassword' : 'confirmUsername';
  return (
    <section aria-labelledby="your-data">
      <h2 id="your-data">{t('title')}</h2>
      <p>{t('what')}</p>
      <ProofForm
        action={action}
        proofField={proofField}
        text={{
          proofLabel: proofField === 'confirmUsername' ? t('yourUsername') : t('currentPassword'),
          confirmHint: t('confirmHint'),
          submit: t('download'),
          pending: t('preparing'),
          downloadLink: t('downloadLink'),
        }}
      />
    </section>
  );
}
