import type { Metadata } from 'next';
import Link from 'next/link';
import { localHref } from '@/lib/i18n/request-locale';
import { notFound } from 'next/navigation';
import { DocumentForm } from '@/components/collection/document-form';
import { ownerIdOf, readDocument, resolveCollection } from '@/lib/collections/data';
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
  let document;
  try {
    document = (await readDocument(type, catalog, id)).data;
  } catch (error) {
    if (errorStatus(error) === 404) notFound();
    throw error;
  }
  const titleName = titleAttribute(type.schema.attributes);
  const title = titleName ? String(document[titleName] ?? '') : document.documentId;
  const detailPath = await localHref(`/${type.schema.pluralName}/${document.documentId}`);

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
      />
    </section>
  );
}
