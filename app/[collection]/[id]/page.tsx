import { typeNames } from '@/lib/content/model-words';
import { entryTitle } from '@/lib/content/entry-title';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { CollectionNotice } from '@/components/collection/collection-notice';
import { DeleteDocument } from '@/components/collection/delete-document';
import { OwnerActions } from '@/components/collection/owner-actions';
import { EntryBody } from '@/components/content/single-type-page';
import { renderScope } from '@/app/site-scope';
import { PublishDocument, UnpublishDocument } from '@/components/collection/entry-status';
import { AddTranslation } from '@/components/collection/add-translation';
import { findEntry, hasDrafts, ownerIdOf, readStatusOf, resolveCollection, type FoundEntry, type ReadStatus } from '@/lib/collections/data';
import { getCurrentUser, readToken } from '@/lib/auth/session';
import { isLocalized, localHref } from '@/lib/i18n/request-locale';
import { documentMetadata } from '@/lib/seo/page-metadata';
import { errorStatus, titleAttribute, type Catalog, type ContentType } from '@/lib/strapi';
import { deleteDocumentAction, publishDocumentAction, unpublishDocumentAction } from '../actions';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { metadataAnsweredOnServer } from '@/lib/http/page-answers';

type Props = {
  params: Promise<{ collection: string; id: string }>;
  searchParams: Promise<{ notice?: string; status?: string }>;
};

/** Whether the signed-in member has a draft at this address: Strapi shows a member their own drafts alone. */
async function ownDraftAt(type: ContentType, catalog: Catalog, id: string): Promise<boolean> {
  return findEntry(type, catalog, id, 'draft').then(
    () => true,
    () => false,
  );
}

/**
 * `?status=draft` shows the signed-in owner's draft; to anyone else a draft does not exist (404,
 * from Strapi for other members, at once for visitors).
 */
async function load(collection: string, id: string, query: Awaited<Props['searchParams']>) {
  const { type, catalog } = await resolveCollection(collection);
  const status: ReadStatus = readStatusOf(type, query.status);
  if (status === 'draft' && !(await readToken())) notFound();
  let found: FoundEntry;
  try {
    found = await findEntry(type, catalog, id, status);
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
    // Its owner, at a draft's own address: on to the draft view (a redirect, never stored, as the draft is theirs).
    if (status === 'published' && hasDrafts(type) && (await readToken()) && (await ownDraftAt(type, catalog, id)))
      redirect(`${await localHref(`/${collection}/${encodeURIComponent(id)}`)}?status=draft`);
    notFound();
  }
  if (found.movedTo) {
    // The page server answers it 301, and keeps it.
    const kept = new URLSearchParams();
    if (status === 'draft') kept.set('status', 'draft');
    if (typeof query.notice === 'string') kept.set('notice', query.notice);
    permanentRedirect(`${await localHref(found.movedTo)}${kept.size ? `?${kept}` : ''}`);
  }
  return { type, catalog, status, document: found.document };
}

async function pageMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ collection, id }, query] = await Promise.all([params, searchParams]);
  const { type, catalog, status: read, document } = await load(collection, id, query);
  const metadata = await documentMetadata(type, catalog, document, `/${collection}/${id}`);
  // A draft is its owner's alone: never indexed.
  return read === 'draft' ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

async function DocumentPage({ params, searchParams }: Props) {
  const [{ collection, id }, query] = await Promise.all([params, searchParams]);
  const [{ type, catalog, status, document }, session] = await Promise.all([load(collection, id, query), getCurrentUser()]);
  const titleName = titleAttribute(type.schema.attributes);
  const title = entryTitle(type, document);
  const [basePath, t, tList] = await Promise.all([
    localHref(`/${type.schema.pluralName}`),
    getTranslations('Document'),
    getTranslations('List'),
  ]);
  const ownerId = ownerIdOf(type, document);
  // On the members' shared render the owner is not known yet: the controls come hidden, and the
  // page server (or the browser) shows them to their owner.
  const ownerActions =
    ownerId !== undefined && (session.status === 'any-member' || (session.status === 'signed-in' && session.user.id === ownerId));

  return (
    <article className="document-page">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={basePath}>{typeNames(type).other}</Link>
      </nav>
      <header className="page-header">
        <h1>
          {title} {status === 'draft' && <span className="draft-badge">{tList('draft')}</span>}
        </h1>
        {ownerActions && (
          <OwnerActions ownerId={ownerId} mine={session.status === 'signed-in' || undefined}>
            <Link className="button secondary" href={`${basePath}/${document.documentId}/edit`}>
              {t('edit')}
            </Link>
            {hasDrafts(type) && status === 'draft' && (
              <PublishDocument
                action={publishDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
              />
            )}
            {hasDrafts(type) && status === 'published' && (
              <UnpublishDocument
                action={unpublishDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
              />
            )}
            {isLocalized(type) && <AddTranslation route={`/${type.schema.pluralName}/${document.documentId}`} />}
            <DeleteDocument
              action={deleteDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
              title={title}
              confirmPath={`${basePath}/${document.documentId}/delete`}
            />
          </OwnerActions>
        )}
      </header>
      <CollectionNotice code={query.notice} />
      {/* Said once: a draft just saved or unpublished has its notice already. */}
      {status === 'draft' && query.notice !== 'draft-saved' && query.notice !== 'unpublished' && <p className="muted">{t('draftNote')}</p>}
      <EntryBody type={type} entry={document} title={title} scope={await renderScope(catalog)} skip={titleName ? [titleName] : []} />
    </article>
  );
}

export const generateMetadata = metadataAnsweredOnServer(pageMetadata);
export default answeredOnServer(DocumentPage);
