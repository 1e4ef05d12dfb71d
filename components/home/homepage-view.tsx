import { Fragment, type ReactNode } from 'react';
import type { CarouselSlide } from '@/lib/content/media';
import { TranslatedCarousel } from '@/components/content/carousel-text';
import { MarkdownContent } from '@/components/content/markdown';
import { safeUrl } from '@/lib/content/safe-url';
import type { Catalog } from '@/lib/content/catalog';
import { entryParts, FieldValue, type RenderScope } from '@/components/content/field-value';
import { SiteView } from '@/components/site/site-view';
import { EntryCard } from '@/components/collection/entry-card';
import { listShape } from '@/lib/collections/list-shape';
import { isMedia, mediaSlide, resolveMediaUrl } from '@/lib/content/media';
import { localHref } from '@/lib/i18n/request-locale';
import { titleAttribute, type Attribute, type ContentType, type StrapiDocument } from '@/lib/strapi';
import { attributeLabel } from '@/lib/collections/form-fields';

function slidesFrom(items: unknown, attribute: Extract<Attribute, { type: 'component' }>, catalog: Catalog): CarouselSlide[] {
  const component = catalog.components.get(attribute.component);
  if (!component || !Array.isArray(items)) return [];
  const attributes = Object.entries(component.schema.attributes);
  const mediaName = attributes.find(([, value]) => value.type === 'media')?.[0];
  const titleName = titleAttribute(component.schema.attributes);
  const captionName = attributes.find(([, value]) => value.type === 'text')?.[0];
  const linkName = attributes.find(([name, value]) => value.type === 'string' && /link|url|href/i.test(name))?.[0];
  if (!mediaName) return [];
  return items.flatMap((item: Record<string, unknown>, index) => {
    const media = item[mediaName];
    if (!isMedia(media)) return [];
    const title = titleName ? (item[titleName] as string | undefined) : undefined;
    const slide = mediaSlide(media, {
      key: `${index}-${media.id}`,
      title: title ?? undefined,
      caption: captionName ? ((item[captionName] as string | undefined) ?? undefined) : undefined,
      href: linkName ? safeUrl(item[linkName]) : undefined,
    });
    return slide ? [slide] : [];
  });
}

/** A component the site has a view for renders through it, as on any page. */
const viewed = (attribute: Attribute, { views }: RenderScope) =>
  (attribute.type === 'component' && Boolean(views.components?.[attribute.component])) ||
  (attribute.type === 'dynamiczone' && attribute.components.some((uid) => views.components?.[uid]));

/** Laid out from the schema, not field names: a carousel, markdown, cards; undefined where the home page has no way of its own. */
function homeField(
  name: string,
  attribute: Attribute,
  document: StrapiDocument,
  title: string,
  scope: RenderScope,
  hrefs: Map<string, string>,
): ReactNode | undefined {
  const { catalog } = scope;
  const value = document[name];
  // Nothing to show (an empty relation or list) leaves the field out rather than an empty section.
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return null;
  if (viewed(attribute, scope)) return undefined;
  if (attribute.type === 'richtext' && typeof value === 'string') {
    return <MarkdownContent source={value} resolveMediaUrl={resolveMediaUrl} />;
  }
  if (attribute.type === 'component' && attribute.repeatable) {
    const slides = slidesFrom(value, attribute, catalog);
    return slides.length ? <TranslatedCarousel slides={slides} label={`${title}: ${attributeLabel(name, attribute)}`} lcp /> : undefined;
  }
  if (attribute.type === 'relation' && Array.isArray(value)) {
    const target = catalog.types.get(attribute.target);
    if (target?.schema.kind !== 'collectionType') return undefined;
    const shape = listShape(target, catalog.types);
    const basePath = hrefs.get(target.uid)!;
    return (
      <section className="home-related" aria-labelledby={`home-${name}`}>
        <h2 id={`home-${name}`} className="section-title">
          {attributeLabel(name, attribute)}
        </h2>
        <ul className="document-list">
          {(value as StrapiDocument[]).map((related) => (
            <EntryCard key={related.documentId} type={target} document={related} shape={shape} basePath={basePath} scope={scope} />
          ))}
        </ul>
      </section>
    );
  }
  return undefined;
}

/** The home single type's page; a site's page view for it gets these fields, and the generic home page. */
export async function HomepageView({ type, document, scope }: { type: ContentType; document: StrapiDocument; scope: RenderScope }) {
  const attributes = type.schema.attributes;
  const targets = [...new Set(Object.values(attributes).flatMap((attribute) => (attribute.type === 'relation' ? [attribute.target] : [])))];
  const hrefs = new Map(
    await Promise.all(targets.map(async (uid) => [uid, await localHref(`/${scope.catalog.types.get(uid)?.schema.pluralName}`)] as const)),
  );
  const titleName = titleAttribute(attributes);
  const title = titleName ? String(document[titleName] ?? '') : type.schema.displayName;
  const parts = entryParts(type.uid, attributes, document, scope, titleName ? [titleName] : []);
  const own = (name: string) => {
    const attribute = attributes[name];
    return attribute && !attribute.private ? homeField(name, attribute, document, title, scope, hrefs) : null;
  };
  const field = (name: string): ReactNode => own(name) ?? parts.field(name);
  // What the home page has no way of its own for is left out, but for the components the site draws.
  const generic = Object.entries(attributes).map(([name, attribute]) => {
    if (name === titleName) return null;
    const shown = own(name);
    if (shown !== undefined) return <Fragment key={name}>{shown}</Fragment>;
    return viewed(attribute, scope) ? (
      <FieldValue key={name} owner={type.uid} name={name} attribute={attribute} entry={document} scope={scope} />
    ) : null;
  });
  const view = scope.views.types?.[type.uid]?.page;
  return (
    <article className="home">
      <h1>{title}</h1>
      {view ? (
        <SiteView
          view={view}
          what={`the page of ${type.uid}`}
          props={{ type, entry: document, title, field, fields: parts.fields, generic, locale: scope.locale, catalog: scope.catalog }}
        />
      ) : (
        generic
      )}
    </article>
  );
}
