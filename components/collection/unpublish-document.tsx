import { getTranslations } from 'next-intl/server';
import { UnpublishForm } from './unpublish-form';

/** Unpublish, in the page's language: the form itself is a client component (unpublish-form.tsx). */
export async function UnpublishDocument({
  action,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
}) {
  const t = await getTranslations('DocumentPages');
  return <UnpublishForm action={action} label={t('unpublish')} pendingLabel={t('unpublishing')} />;
}
