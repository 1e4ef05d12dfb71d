import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import type { ReactNode } from 'react';
import { attributeLabel } from '@/lib/collections/form-fields';
import { enumLabel } from '@/lib/content/model-words';
import type { Catalog } from '@/lib/content/catalog';
import { isMedia, mediaSlide, placeholderProps, resolveMediaUrl } from '@/lib/content/media';
import { titleAttribute, type Attribute, type Attributes, type StrapiDocument, type StrapiMedia } from '@/lib/strapi';
import { BlocksContent } from './blocks';
import type { CarouselSlide } from '@/lib/content/media';
import { TranslatedCarousel } from './carousel-text';
import { MarkdownContent } from './markdown';
import { safeUrl } from '@/lib/content/safe-url';
import { entryPath } from '@/lib/content/entry-address';
import { LocalLink } from '@/components/ui/local-link';
import { SiteView } from '@/components/site/site-view';
import type { SiteViews } from '@/components/site/site-api';

/** What every rendering of an entry's values needs: the model (with its words) and the site's views. */
export type RenderScope = { catalog: Catalog; views: SiteViews; locale: string };

function MediaItem({ media }: { media: StrapiMedia }) {
  const slide = mediaSlide(media);
  if (!slide) return null;
  if (media.mime && !media.mime.startsWith('image/')) {
    return <a href={slide.src}>{media.name}</a>;
  }
  return (
    <Image
      className="media-single"
      src={slide.src}
      alt={slide.alt}
      width={slide.width ?? 1200}
      height={slide.height ?? 675}
      sizes="(max-width: 960px) 100vw, 960px"
      {...placeholderProps(slide)}
    />
  );
}

function relationLink(document: StrapiDocument, targetUid: string, catalog: Catalog): ReactNode {
  const target = catalog.types.get(targetUid);
  const title = target ? titleAttribute(target.schema.attributes) : undefined;
  const label = String((title && document[title]) || document.username || target?.schema.displayName || '');
  if (!target || target.schema.kind !== 'collectionType') return <span>{label}</span>;
  return <LocalLink href={entryPath(target, document)}>{label}</LocalLink>;
}

/** Every field of an entry, a component or a dynamic-zone entry, each through the site's view for it if it has one. */
export function FieldValues({
  owner,
  attributes,
  values,
  scope,
  skip = [],
}: {
  /** The uid of the type or component the fields belong to. */
  owner: string;
  attributes: Attributes;
  values: Record<string, unknown>;
  scope: RenderScope;
  skip?: readonly string[];
}) {
  // A uid is the entry's address, not something to read; an empty value says nothing.
  const shown = Object.entries(attributes).filter(
    ([name, attribute]) =>
      !skip.includes(name) && !attribute.private && !attribute.hidden && attribute.type !== 'uid' && !isEmpty(values[name]),
  );
  if (shown.length === 0) return null;
  return (
    <dl className="fields">
      {shown.map(([name, attribute]) => (
        <div key={name} className={`field-row field-${attribute.type}`}>
          <dt>{attributeLabel(name, attribute)}</dt>
          <dd>
            <FieldValue owner={owner} name={name} attribute={attribute} entry={values} scope={scope} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Nothing a reader would see: no value, blank text, an empty list or Blocks with no text. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((item) => isEmptyBlock(item));
  return false;
}

function isEmptyBlock(node: unknown): boolean {
  if (!node || typeof node !== 'object' || !('type' in node) || node.type !== 'paragraph') return false;
  const children = (node as { children?: unknown }).children;
  return (
    Array.isArray(children) &&
    children.every(
      (child) => child && typeof child === 'object' && 'text' in child && child.text === '' && !('type' in child && child.type !== 'text'),
    )
  );
}

/** One field's value: the site's view for it (by name, then by type) or Portico's. */
export function FieldValue({
  owner,
  name,
  attribute,
  entry,
  scope,
}: {
  owner: string;
  name: string;
  attribute: Attribute;
  entry: Record<string, unknown>;
  scope: RenderScope;
}): ReactNode {
  const value = entry[name];
  const generic = <GenericFieldValue name={name} attribute={attribute} value={value} scope={scope} />;
  const fields = scope.views.fields;
  const view = fields?.byName?.[`${owner}.${name}`] ?? fields?.byType?.[attribute.type];
  if (!view) return generic;
  return (
    <SiteView
      view={view}
      what={`the field ${owner}.${name}`}
      props={{ name, owner, attribute, value, entry, locale: scope.locale, catalog: scope.catalog, generic }}
    />
  );
}

/** One entry of a component (or a dynamic zone): the site's view for the component, or its fields. */
function ComponentEntry({ uid, value, scope }: { uid: string; value: Record<string, unknown>; scope: RenderScope }): ReactNode {
  const component = scope.catalog.components.get(uid);
  if (!component) return <pre className="json">{JSON.stringify(value, null, 2)}</pre>;
  const generic = <FieldValues owner={uid} attributes={component.schema.attributes} values={value} scope={scope} />;
  const view = scope.views.components?.[uid];
  if (!view) return generic;
  const { field } = entryParts(uid, component.schema.attributes, value, scope);
  return (
    <SiteView
      view={view}
      what={`the component ${uid}`}
      props={{ uid, component, value, field, locale: scope.locale, catalog: scope.catalog, generic }}
    />
  );
}

function GenericFieldValue({
  name,
  attribute,
  value,
  scope,
}: {
  name: string;
  attribute: Attribute;
  value: unknown;
  scope: RenderScope;
}): ReactNode {
  const t = useTranslations('Fields');
  const locale = useLocale();
  const { catalog } = scope;
  if (isEmpty(value)) return null;
  switch (attribute.type) {
    case 'string':
    case 'uid':
    case 'password':
      return <span>{String(value)}</span>;
    case 'text':
      return <p className="text-value">{String(value)}</p>;
    case 'email': {
      const href = safeUrl(`mailto:${String(value)}`);
      return href ? <a href={href}>{String(value)}</a> : <span>{String(value)}</span>;
    }
    case 'richtext':
      return <MarkdownContent source={String(value)} resolveMediaUrl={resolveMediaUrl} />;
    case 'blocks':
      return <BlocksContent blocks={value} resolveMediaUrl={resolveMediaUrl} nodeViews={scope.views.blocks} />;
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return <span>{typeof value === 'number' ? formatNumber(value, locale) : String(value)}</span>;
    case 'date':
      return <time dateTime={String(value)}>{formatDate(String(value), locale)}</time>;
    case 'datetime':
      return <time dateTime={String(value)}>{formatDate(String(value), locale, true)}</time>;
    case 'time':
      return <span>{String(value).slice(0, 5)}</span>;
    case 'boolean':
      return <span>{value ? t('yes') : t('no')}</span>;
    case 'enumeration':
      return <span className="badge">{enumLabel(attribute, String(value))}</span>;
    case 'json':
      return <pre className="json">{JSON.stringify(value, null, 2)}</pre>;
    case 'media': {
      const items = (Array.isArray(value) ? value : [value]).filter(isMedia);
      if (items.length === 0) return null;
      if (!attribute.multiple || items.length === 1) return <MediaItem media={items[0]!} />;
      const slides = items.map((media) => mediaSlide(media)).filter((slide): slide is CarouselSlide => slide !== null);
      return <TranslatedCarousel slides={slides} label={attributeLabel(name, attribute)} />;
    }
    case 'relation': {
      const items = (Array.isArray(value) ? value : [value]) as StrapiDocument[];
      if (items.length === 0) return null;
      if (!Array.isArray(value)) return relationLink(items[0]!, attribute.target, catalog);
      return (
        <ul className="inline-list">
          {items.map((item) => (
            <li key={item.documentId}>{relationLink(item, attribute.target, catalog)}</li>
          ))}
        </ul>
      );
    }
    case 'component': {
      const component = catalog.components.get(attribute.component);
      const items = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
      return (
        <div className="component-list">
          {items.map((item, index) => (
            <section
              key={String(item.id ?? index)}
              className="component"
              aria-label={`${component?.schema.displayName ?? attribute.component}${items.length > 1 ? ` ${index + 1}` : ''}`}
            >
              <ComponentEntry uid={attribute.component} value={item} scope={scope} />
            </section>
          ))}
        </div>
      );
    }
    case 'dynamiczone': {
      const items = (Array.isArray(value) ? value : []) as (Record<string, unknown> & { __component?: string })[];
      return (
        <div className="component-list">
          {items.map((item, index) => {
            const component = item.__component ? catalog.components.get(item.__component) : undefined;
            return (
              <section
                key={`${item.__component}-${String(item.id ?? index)}`}
                className="component"
                aria-label={component?.schema.displayName ?? t('section')}
              >
                {!(item.__component && scope.views.components?.[item.__component]) && (
                  <h3 className="component-title">{component?.schema.displayName ?? item.__component}</h3>
                )}
                {item.__component ? (
                  <ComponentEntry uid={item.__component} value={item} scope={scope} />
                ) : (
                  <pre className="json">{JSON.stringify(item, null, 2)}</pre>
                )}
              </section>
            );
          })}
        </div>
      );
    }
  }
}

/** An entry's fields one by one (`field`) or all but some (`fields`), as the site's views place them. */
export function entryParts(
  owner: string,
  attributes: Attributes,
  entry: Record<string, unknown>,
  scope: RenderScope,
  skip: readonly string[] = [],
) {
  return {
    field: (name: string): ReactNode => {
      const attribute = attributes[name];
      if (!attribute || attribute.private || isEmpty(entry[name])) return null;
      return <FieldValue owner={owner} name={name} attribute={attribute} entry={entry} scope={scope} />;
    },
    fields: (more: readonly string[] = []): ReactNode => (
      <FieldValues owner={owner} attributes={attributes} values={entry} scope={scope} skip={[...skip, ...more]} />
    ),
  };
}
