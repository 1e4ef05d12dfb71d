import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CollectionNotice } from '@/components/collection/collection-notice';
import { DeleteDocument } from '@/components/collection/delete-document';
import { OwnerActions } from '@/components/collection/owner-actions';
import { FieldList } from '@/components/content/field-value';
import { ownerIdOf, readDocument, resolveCollection } from '@/lib/collections/data';
import { humanize } from '@/lib/collections/form-fields';
import { getCurrentUser } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { documentMetadata } from '@/lib/seo/page-metadata';
import { LanguageNav } from '@/components/layout/language-nav';
import { errorStatus, titleAttribute } from '@/lib/strapi';
import { deleteDocumentAction } from '../actions';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ notice?: string }> };

async function load(collection: string, id: string) {
  const { type, catalog } = await resolveCollection(collection);
  try {
    const { data } = await readDocument(type, catalog, id);
    return { type, catalog, document: data };
  } catch (error) {
    if (errorStatus(error) === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection, id } = await params;
  const { type, catalog, document } = await load(collection, id);
  return documentMetadata(type, catalog, document, `/${collection}/${id}`);
}

export default async function DocumentPage({ params, searchParams }: Props) {
  const { collection, id } = await params;
  const [{ type, catalog, document }, session, { notice }] = await Promise.all([load(collection, id), getCurrentUser(), searchParams]);
  const titleName = titleAttribute(type.schema.attributes);
  const title = titleName ? String(document[titleName] ?? '') : `${type.schema.displayName} ${document.documentId}`;
  const basePath = await localHref(`/${type.schema.pluralName}`);
  const ownerId = ownerIdOf(type, document);
  // On the members' shared render the owner is not known yet: the controls come hidden, and the
  // page server (or the browser) shows them to their owner.
  const ownerActions =
    ownerId !== undefined && (session.status === 'any-member' || (session.status === 'signed-in' && session.user.id === ownerId));

  return (
    <article className="document-page">
      <LanguageNav route={`/${type.schema.pluralName}/${document.documentId}`} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={basePath}>{humanize(type.schema.pluralName)}</Link>
      </nav>
      <header className="page-header">
        <h1>{title}</h1>
        {ownerActions && (
          <OwnerActions ownerId={ownerId} mine={session.status === 'signed-in' || undefined}>
            <Link className="button secondary" href={`${basePath}/${document.documentId}/edit`}>
              Edit
            </Link>
            <DeleteDocument
              action={deleteDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
              title={title}
            />
          </OwnerActions>
        )}
      </header>
      <CollectionNotice code={notice} />
      <FieldList attributes={type.schema.attributes} values={document} catalog={catalog} skip={titleName ? [titleName] : []} />
    </article>
  );
}
