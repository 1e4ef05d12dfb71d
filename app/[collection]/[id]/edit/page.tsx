import type { Metadata } from 'next';
import Link from 'next/link';
import { localHref } from '@/lib/i18n/request-locale';
import { notFound } from 'next/navigation';
import { DocumentForm } from '@/components/collection/document-form';
import { hasDrafts, ownerIdOf, readDocument, resolveCollection, type ReadStatus } from '@/lib/collections/data';
import { formProps } from '@/lib/collections/form-props';
import { requireUser } from '@/lib/auth/session';
import { errorStatus, titleAttribute } from '@/lib/strapi';
import { saveDocumentAction } from '../../actions';

type Props = { params: Promise<{ collection: string; id: string }> };

export const metadata: Metadata = { title: 'Edit' };

export default async function EditDocumentPage({ params }: Props) {
  const { collection, id } = await params;
  const user = await requireUser(`/${collection}/${id}/edit`);
  const { type, catalog } = await resolveCollection(collection);
  const read = (status: ReadStatus) =>
    readDocument(type, catalog, id, status).then(
      (response) => response.data,
      (error: unknown) => {
        if (errorStatus(error) === 404) return null;
        throw error;
      },
    );
  // With Draft & Publish the form edits the draft: the latest saved version, published or not.
  // Strapi shows drafts to their owner only; anyone else is told whose the published entry is.
  const document = (hasDrafts(type) ? ((await read('draft')) ?? (await read('published'))) : await read('published')) ?? notFound();
  const titleName = titleAttribute(type.schema.attributes);
  const title = titleName ? String(document[titleName] ?? '') : document.documentId;
  // The owner's draft view shows what this form edits (the published page may be older, or absent).
  const detailPath = `${await localHref(`/${type.schema.pluralName}/${document.documentId}`)}${hasDrafts(type) ? '?status=draft' : ''}`;

  if (ownerIdOf(type, document) !== user.id) {
    return (
      <section className="state-page" role="alert">
        <h1>You cannot edit this entry</h1>
        <p>Only the person who created “{title}” can change it.</p>
        <Link href={detailPath}>Back to the entry</Link>
      </section>
    );
  }
  const props = await formProps(type, catalog, document);
  return (
    <section className="form-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={detailPath}>{title}</Link>
      </nav>
      <h1>Edit “{title}”</h1>
      <DocumentForm
        {...props}
        action={saveDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
        submitLabel="Save changes"
        draftAndPublish={hasDrafts(type)}
      />
    </section>
  );
}
