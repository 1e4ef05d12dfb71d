import { getTranslations } from 'next-intl/server';
import { UnpublishForm } from './unpublish-form';

/** Unpublish, its words in the page's language for the client form. */
export async function UnpublishDocument({
  action,
}: {
  action: (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;
}) {
  const t = await getTranslations('DocumentPages');
  return <UnpublishForm action={action} label={t('unpublish')} pendingLabel={t('unpublishing')} />;
}
