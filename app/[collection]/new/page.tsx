import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentForm } from '@/components/collection/document-form';
import { hasDrafts, ownerField, resolveCollection } from '@/lib/collections/data';
import { humanize } from '@/lib/collections/form-fields';
import { formProps } from '@/lib/collections/form-props';
import { requireUser } from '@/lib/auth/session';
import { ownImagesAction, saveDocumentAction, uploadImageAction } from '../actions';
import { LocalLink } from '@/components/layout/local-link';

type Props = { params: Promise<{ collection: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  const { type } = await resolveCollection(collection);
  return { title: `New ${type.schema.displayName.toLowerCase()}` };
}

export default async function NewDocumentPage({ params }: Props) {
  const { collection } = await params;
  await requireUser(`/${collection}/new`);
  const { type, catalog } = await resolveCollection(collection);
  if (!ownerField(type)) notFound();
  const props = await formProps(type, catalog);
  return (
    <section className="form-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <LocalLink href={`/${type.schema.pluralName}`}>{humanize(type.schema.pluralName)}</LocalLink>
      </nav>
      <h1>New {type.schema.displayName.toLowerCase()}</h1>
      <DocumentForm
        {...props}
        action={saveDocumentAction.bind(null, { collection: type.schema.pluralName })}
        submitLabel="Create"
        draftAndPublish={hasDrafts(type)}
        imageLibrary={{ list: ownImagesAction, upload: uploadImageAction }}
      />
    </section>
  );
}
