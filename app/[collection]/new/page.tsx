import { typeNames } from '@/lib/content/model-words';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DocumentForm } from '@/components/collection/document-form';
import { CLIENT_TEXT, ClientText } from '@/components/layout/client-text';
import { hasDrafts, ownerField, resolveCollection } from '@/lib/collections/data';
import { formProps } from '@/lib/collections/form-props';
import { requireUser } from '@/lib/auth/session';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { autosaveDraftAction, ownImagesAction, saveDocumentAction, uploadImageAction } from '../actions';
import { formKey } from '@/components/collection/kept-form';
import { LocalLink } from '@/components/ui/local-link';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { metadataAnsweredOnServer } from '@/lib/http/page-answers';

type Props = { params: Promise<{ collection: string }> };

/** "New article" (the type's name as Strapi gives it, in a sentence of the page's language). */
function newTitle(t: Awaited<ReturnType<typeof getTranslations>>, displayName: string) {
  return t('newTitle', { type: displayName.toLowerCase(), name: displayName });
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  const [{ type }, t] = await Promise.all([resolveCollection(collection), getTranslations('DocumentPages')]);
  return { title: newTitle(t, type.schema.displayName) };
}

async function NewDocumentPage({ params }: Props) {
  const { collection } = await params;
  const user = await requireUser(`/${collection}/new`);
  const [{ type, catalog }, t, { locale }] = await Promise.all([
    resolveCollection(collection),
    getTranslations('DocumentPages'),
    getRequestLocale(),
  ]);
  if (!ownerField(type)) notFound();
  const props = await formProps(type, catalog, locale);
  return (
    <section className="form-page">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <LocalLink href={`/${type.schema.pluralName}`}>{typeNames(type).other}</LocalLink>
      </nav>
      <h1>{newTitle(t, type.schema.displayName)}</h1>
      <ClientText namespaces={CLIENT_TEXT.documentForm}>
        <DocumentForm
          {...props}
          action={saveDocumentAction.bind(null, { collection: type.schema.pluralName })}
          submitLabel={t('create')}
          draftAndPublish={hasDrafts(type)}
          imageLibrary={{ list: ownImagesAction, upload: uploadImageAction }}
          locale={locale?.code ?? 'en'}
          keepAs={formKey(user.id, type.uid, 'new', locale?.code ?? '')}
          autosave={hasDrafts(type) ? autosaveDraftAction.bind(null, { collection: type.schema.pluralName }) : undefined}
        />
      </ClientText>
    </section>
  );
}

export const generateMetadata = metadataAnsweredOnServer(pageMetadata);
export default answeredOnServer(NewDocumentPage);
