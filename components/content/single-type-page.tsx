import { entryParts, type RenderScope } from '@/components/content/field-value';
import { SiteView } from '@/components/site/site-view';
import { notFoundAnswer } from '@/components/layout/answered-on-server';
import { readSingleType } from '@/lib/content/single-types';
import { seoAttributes } from '@/lib/seo/metadata';
import { titleAttribute, type ContentType, type StrapiDocument } from '@/lib/strapi';

/**
 * A single type's own page (/about): its title as the heading and every other field by its type.
 * An SEO component is for search engines and link previews (the page's metadata), not the page.
 * Nothing in this locale: the not-found view, a 404 (rendered below the page, it cannot throw
 * `notFound()`).
 */
export async function SingleTypePage({ type, scope }: { type: ContentType; scope: RenderScope }) {
  const { catalog } = scope;
  const document = await readSingleType(type, catalog);
  if (!document) return notFoundAnswer();
  const attributes = type.schema.attributes;
  const titleName = titleAttribute(attributes);
  const title = (titleName && String(document[titleName] ?? '')) || type.schema.displayName;
  const skip = [...(titleName ? [titleName] : []), ...seoAttributes(attributes, catalog.components)];

  return (
    <article className="document-page single-type-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <EntryBody type={type} entry={document} title={title} scope={scope} skip={skip} />
    </article>
  );
}

/** An entry's page below its heading: the site's page view for its type, or every field but `skip`. */
export function EntryBody({
  type,
  entry,
  title,
  scope,
  skip,
}: {
  type: ContentType;
  entry: StrapiDocument;
  title: string;
  scope: RenderScope;
  skip: readonly string[];
}) {
  const { field, fields } = entryParts(type.uid, type.schema.attributes, entry, scope, skip);
  const generic = fields();
  const view = scope.views.types?.[type.uid]?.page;
  if (!view) return generic;
  return (
    <SiteView
      view={view}
      what={`the page of ${type.uid}`}
      props={{ type, entry, title, field, fields, generic, locale: scope.locale, catalog: scope.catalog }}
    />
  );
}
