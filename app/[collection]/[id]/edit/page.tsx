import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CLIENT_TEXT, ClientText } from '@/components/layout/client-text';
import { getRequestLocale, isLocalized, localHref } from '@/lib/i18n/request-locale';
import { localizePath } from '@/lib/i18n/locale-path';
import { notFound } from 'next/navigation';
import { DocumentForm } from '@/components/collection/document-form';
import { hasDrafts, ownerIdOf, readDocument, resolveCollection, type ReadStatus } from '@/lib/collections/data';
import { formProps } from '@/lib/collections/form-props';
import { requireUser } from '@/lib/auth/session';
import { errorStatus } from '@/lib/strapi';
import { entryTitle } from '@/lib/content/entry-title';
import { autosaveDraftAction, ownImagesAction, saveDocumentAction, uploadImageAction } from '../../actions';
import { formKey } from '@/components/collection/kept-form';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { entryPath } from '@/lib/content/entry-address';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ from?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DocumentPages');
  return { title: t('editMeta') };
}

/**
 * Edits the entry's version in the page's locale. `?from=<locale>` on an entry that has no version
 * in the page's locale yet adds that translation, starting from the version in `from`.
 */
async function EditDocumentPage({ params, searchParams }: Props) {
  const [{ collection, id }, { from }] = await Promise.all([params, searchParams]);
  const user = await requireUser(`/${collection}/${id}/edit`);
  const [{ type, catalog }, { locale: pageLocale, locales }, t] = await Promise.all([
    resolveCollection(collection),
    getRequestLocale(),
    getTranslations('DocumentPages'),
  ]);
  const read = (status: ReadStatus, fromLocale?: string) =>
    readDocument(type, catalog, id, status, fromLocale).then(
      (response) => response.data,
      (error: unknown) => {
        if (errorStatus(error) === 404) return null;
        throw error;
      },
    );
  // With Draft & Publish the form edits the draft: the latest saved version, published or not.
  // Strapi shows drafts to their owner only; anyone else is told whose the published entry is.
  const latest = async (fromLocale?: string) =>
    hasDrafts(type) ? ((await read('draft', fromLocale)) ?? (await read('published', fromLocale))) : await read('published', fromLocale);
  const source = isLocalized(type) ? locales.find((locale) => locale.code === from && locale.code !== pageLocale?.code) : undefined;
  const existing = await latest();
  const translating = !existing && source !== undefined;
  const document = existing ?? (source ? await latest(source.code) : null) ?? notFound();
  const title = entryTitle(type, document);
  const route = entryPath(type, document);
  // The owner's draft view shows what this form edits (the published page may be older, or absent).
  const detailPath = `${translating ? localizePath(route, source) : await localHref(route)}${hasDrafts(type) ? '?status=draft' : ''}`;

  if (ownerIdOf(type, document) !== user.id) {
    return (
      <section className="state-page" role="alert">
        <h1>{t('cannotEditTitle')}</h1>
        <p>{t('cannotEditBody', { name: title })}</p>
        <Link href={detailPath}>{t('backToEntry')}</Link>
      </section>
    );
  }
  // A published version in this locale: saving it again updates what readers see.
  const [props, live] = await Promise.all([
    formProps(type, catalog, pageLocale, document),
    hasDrafts(type) && existing ? read('published').then(Boolean) : false,
  ]);
  return (
    <section className="form-page">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={detailPath}>{title}</Link>
      </nav>
      <h1>{translating ? t('translateTitle', { name: title, type: pageLocale?.name ?? '' }) : t('editTitle', { name: title })}</h1>
      {translating && <p className="lead">{t('translateLead', { type: source?.name ?? '' })}</p>}
      <ClientText namespaces={CLIENT_TEXT.documentForm}>
        <DocumentForm
          {...props}
          action={saveDocumentAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })}
          submitLabel={translating ? t('saveTranslation') : t('saveChanges')}
          draftAndPublish={hasDrafts(type)}
          published={live}
          imageLibrary={{ list: ownImagesAction, upload: uploadImageAction }}
          locale={pageLocale?.code ?? 'en'}
          keepAs={formKey(user.id, type.uid, document.documentId, pageLocale?.code ?? '')}
          // A draft nobody reads yet saves itself; a published entry changes when its owner says Update.
          autosave={
            hasDrafts(type) && !live && !translating
              ? autosaveDraftAction.bind(null, { collection: type.schema.pluralName, documentId: document.documentId })
              : undefined
          }
          version={translating || typeof document.updatedAt !== 'string' ? undefined : document.updatedAt}
        />
      </ClientText>
    </section>
  );
}

export default answeredOnServer(EditDocumentPage);
