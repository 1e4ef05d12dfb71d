import type { ListShape } from '@/lib/collections/list-shape';
import type { ContentType, StrapiDocument } from '@/lib/strapi';
import { entryParts, type RenderScope } from '@/components/content/field-value';
import { SiteView } from '@/components/site/site-view';
import { entryTitle } from '@/lib/content/entry-title';
import { entryAddress } from '@/lib/content/entry-address';
import { DocumentCard, type CardPlace } from './document-card';

/** One entry of a list: the site's card for its type, or Portico's. */
export function EntryCard({
  type,
  document,
  shape,
  basePath,
  scope,
  draft = false,
  lead = false,
}: {
  type: ContentType;
  document: StrapiDocument;
  shape: ListShape;
  basePath: string;
  scope: RenderScope;
} & CardPlace) {
  const attributes = type.schema.attributes;
  const href = `${basePath}/${encodeURIComponent(entryAddress(type, document))}${draft ? '?status=draft' : ''}`;
  const generic = (
    <DocumentCard
      title={entryTitle(type, document)}
      document={document}
      shape={shape}
      attributes={attributes}
      href={href}
      draft={draft}
      lead={lead}
    />
  );
  const view = scope.views.types?.[type.uid]?.card;
  if (!view) return <li className="document-card">{generic}</li>;
  const { field } = entryParts(type.uid, attributes, document, scope);
  return (
    <li className="document-card site-card">
      <SiteView
        view={view}
        what={`the card of ${type.uid}`}
        props={{ type, entry: document, href, draft, lead, field, generic, locale: scope.locale, catalog: scope.catalog }}
      />
    </li>
  );
}
