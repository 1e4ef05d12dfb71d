import { getTranslations } from 'next-intl/server';
import { EntryStatusForm } from './entry-status-form';

type StatusAction = (state: { message?: string }, formData: FormData) => Promise<{ message?: string }>;

/** Publish, on the owner's draft: its words in the page's language for the client form. */
export async function PublishDocument({ action }: { action: StatusAction }) {
  const t = await getTranslations('DocumentPages');
  return <EntryStatusForm action={action} label={t('publish')} pendingLabel={t('publishing')} tone="primary" />;
}

/** Unpublish, on the owner's published entry. */
export async function UnpublishDocument({ action }: { action: StatusAction }) {
  const t = await getTranslations('DocumentPages');
  return <EntryStatusForm action={action} label={t('unpublish')} pendingLabel={t('unpublishing')} tone="danger" />;
}
