import { FieldValues } from '@/components/content/field-value';
import { notFoundAnswer } from '@/components/layout/answered-on-server';
import type { Catalog } from '@/lib/content/catalog';
import { readSingleType } from '@/lib/content/single-types';
import { seoAttributes } from '@/lib/seo/metadata';
import { titleAttribute, type ContentType } from '@/lib/strapi';

/**
 * A single type's own page (/about): its title as the heading and every other field by its type.
 * An SEO component is for search engines and link previews (the page's metadata), not the page.
 * Nothing in this locale: the not-found view, a 404 (rendered below the page, it cannot throw
 * `notFound()`).
 */
export async function SingleTypePage({ type, catalog }: { type: ContentType; catalog: Catalog }) {
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
      <FieldValues attributes={attributes} values={document} catalog={catalog} skip={skip} />
    </article>
  );
}
