import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeleteDocumentForm } from '@/components/collection/delete-document';
import { hasDrafts, ownerIdOf, readDocument, resolveCollection, type ReadStatus } from '@/lib/collections/data';
import { requireUser } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { errorStatus, titleAttribute } from '@/lib/strapi';
import { deleteDocumentAction } from '../../actions';

type Props = { params: Promise<{ collection: string; id: string }> };

export const metadata: Metadata = { title: 'Delete', robots: { index: false, follow: false } };

/**
 * The confirmation step of Delete, rendered by the server: where the Delete button leads before
 * the page has hydrated or without JavaScript (with it, the same form opens in a dialog). The
 * form posts to the same action as the dialog's, and Strapi's ownership policy decides.
 */
export default async function DeleteDocumentPage({ params }: Props) {
  const { collection, id } = await params;
  const user = await requireUser(`/${collection}/${id}/delete`);
  const { type, catalog } = await resolveCollection(collection);
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
  const titleName = titleAttribute(type.schema.attributes);
  const title = titleName ? String(document[titleName] ?? '') : `${type.schema.displayName} ${document.documentId}`;
  const entryPath = await localHref(`/${type.schema.pluralName}/${document.documentId}`);

  if (ownerIdOf(type, document) !== user.id) {
    return (
      <section className="state-page" role="alert">
        <h1>You cannot delete this entry</h1>
        <p>Only the person who created “{title}” can delete it.</p>
        <Link href={entryPath}>Back to the entry</Link>
      </section>
    );
  }
  return (
    <section className="form-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={entryPath}>{title}</Link>
      </nav>
      <DeleteDocumentForm
        action={deleteDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
        title={title}
        cancelHref={entryPath}
        Heading="h1"
      />
    </section>
  );
}
