import { getTranslations } from 'next-intl/server';
import { CLIENT_TEXT, ClientText } from '@/components/layout/client-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteDocumentForm, type DeleteAction, type DeleteText } from './delete-document-form';

export { DeleteDocumentForm };

/** The confirmation's words for the entry `title`, in the page's language. */
export async function deleteText(title: string): Promise<DeleteText> {
  const t = await getTranslations('DocumentPages');
  return {
    heading: t('deleteHeading'),
    description: t('deleteDescription', { name: title }),
    deleting: t('deleting'),
    confirm: t('deletePermanently'),
  };
}

/**
 * Delete, confirmed first: in a dialog once the page has hydrated, and on the confirmation page
 * the server renders (`confirmPath`) before that or without JavaScript.
 */
export async function DeleteDocument({ action, title, confirmPath }: { action: DeleteAction; title: string; confirmPath: string }) {
  const [t, text] = await Promise.all([getTranslations('DocumentPages'), deleteText(title)]);
  return (
    <ClientText namespaces={CLIENT_TEXT.confirmation}>
      <ConfirmDialog
        confirmPath={confirmPath}
        label={t('delete')}
        className="button danger"
        labelledBy="delete-title"
        describedBy="delete-description"
      >
        <DeleteDocumentForm action={action} text={text} />
      </ConfirmDialog>
    </ClientText>
  );
}
