import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { deleteText, DeleteDocumentForm } from '@/components/collection/delete-document';
import { CLIENT_TEXT, ClientText } from '@/components/layout/client-text';
import { hasDrafts, ownerIdOf, readDocument, resolveCollection, type ReadStatus } from '@/lib/collections/data';
import { requireUser } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { errorStatus } from '@/lib/strapi';
import { entryTitle } from '@/lib/content/entry-title';
import { deleteDocumentAction } from '../../actions';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { entryPath } from '@/lib/content/entry-address';

type Props = { params: Promise<{ collection: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DocumentPages');
  return { title: t('deleteMeta'), robots: { index: false, follow: false } };
}

/**
 * The confirmation step of Delete, rendered by the server: where the Delete button leads before
 * the page has hydrated or without JavaScript (with it, the same form opens in a dialog). The
 * form posts to the same action as the dialog's, and Strapi (the portico-guard plugin) decides.
 */
async function DeleteDocumentPage({ params }: Props) {
  const { collection, id } = await params;
  const user = await requireUser(`/${collection}/${id}/delete`);
  const [{ type, catalog }, t] = await Promise.all([resolveCollection(collection), getTranslations('DocumentPages')]);
  const read = (status: ReadStatus) =>
    readDocument(type, catalog, id, status).then(
      (response) => response.data,
      (error: unknown) => {
        if (errorStatus(error) === 404) return null;
        throw error;
      },
    );
  // With Draft & Publish, the owner may delete an entry that has only a draft.
  const document = (hasDrafts(type) ? ((await read('draft')) ?? (await read('published'))) : await read('published')) ?? notFound();
  const title = entryTitle(type, document);
  const pagePath = await localHref(entryPath(type, document));

  if (ownerIdOf(type, document) !== user.id) {
    return (
      <section className="state-page" role="alert">
        <h1>{t('cannotDeleteTitle')}</h1>
        <p>{t('cannotDeleteBody', { name: title })}</p>
        <Link href={pagePath}>{t('backToEntry')}</Link>
      </section>
    );
  }
  return (
    <section className="form-page">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={pagePath}>{title}</Link>
      </nav>
      <ClientText namespaces={CLIENT_TEXT.confirmation}>
        <DeleteDocumentForm
          action={deleteDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
          text={await deleteText(title)}
          cancelHref={pagePath}
          Heading="h1"
        />
      </ClientText>
    </section>
  );
}

export default answeredOnServer(DeleteDocumentPage);
