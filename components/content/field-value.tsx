import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import type { ReactNode } from 'react';
import { attributeLabel, humanize } from '@/lib/collections/form-fields';
import type { Catalog } from '@/lib/content/catalog';
import { isMedia, mediaSlide, resolveMediaUrl } from '@/lib/content/media';
import { titleAttribute, type Attribute, type Attributes, type StrapiDocument, type StrapiMedia } from '@/lib/strapi';
import { BlocksContent } from './blocks';
import type { CarouselSlide } from '@/lib/content/media';
import { TranslatedCarousel } from './carousel-text';
import { MarkdownContent } from './markdown';
import { safeUrl } from '@/lib/content/safe-url';
import { LocalLink } from '@/components/layout/local-link';

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
    />
  );
}

function relationLink(document: StrapiDocument, targetUid: string, catalog: Catalog): ReactNode {
  const target = catalog.types.get(targetUid);
  const title = target ? titleAttribute(target.schema.attributes) : undefined;
  const label = String((title && document[title]) || document.username || document.documentId);
  if (!target || target.schema.kind !== 'collectionType') return <span>{label}</span>;
  return <LocalLink href={`/${target.schema.pluralName}/${document.documentId}`}>{label}</LocalLink>;
}

/** Every field of a component (or a dynamic-zone entry), rendered by its type. */
export function FieldValues({
  attributes,
  values,
  catalog,
  skip = [],
}: {
  attributes: Attributes;
  values: Record<string, unknown>;
  catalog: Catalog;
  skip?: string[];
}) {
  const shown = Object.entries(attributes).filter(
    ([name, attribute]) => !skip.includes(name) && !attribute.private && values[name] !== undefined && values[name] !== null,
  );
  const t = useTranslations('Fields');
  if (shown.length === 0) return <p className="muted">{t('noDetails')}</p>;
  return (
    <dl className="fields">
      {shown.map(([name, attribute]) => (
        <div key={name} className={`field-row field-${attribute.type}`}>
          <dt>{attributeLabel(name, attribute)}</dt>
          <dd>
            <FieldValue name={name} attribute={attribute} value={values[name]} catalog={catalog} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FieldValue({
  name,
  attribute,
  value,
  catalog,
}: {
  name: string;
  attribute: Attribute;
  value: unknown;
  catalog: Catalog;
}): ReactNode {
  const t = useTranslations('Fields');
  const locale = useLocale();
  if (value === null || value === undefined) return <span className="muted">{t('notSet')}</span>;
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
      return <BlocksContent blocks={value} resolveMediaUrl={resolveMediaUrl} />;
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
      return <span className="badge">{humanize(String(value))}</span>;
    case 'json':
      return <pre className="json">{JSON.stringify(value, null, 2)}</pre>;
    case 'media': {
      const items = (Array.isArray(value) ? value : [value]).filter(isMedia);
      if (items.length === 0) return <span className="muted">{t('none')}</span>;
      if (!attribute.multiple || items.length === 1) return <MediaItem media={items[0]!} />;
      const slides = items.map((media) => mediaSlide(media)).filter((slide): slide is CarouselSlide => slide !== null);
      return <TranslatedCarousel slides={slides} label={attributeLabel(name, attribute)} />;
    }
    case 'relation': {
      const items = (Array.isArray(value) ? value : [value]) as StrapiDocument[];
      if (items.length === 0) return <span className="muted">{t('none')}</span>;
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
      if (!component) return <pre className="json">{JSON.stringify(value, null, 2)}</pre>;
      const items = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
      return (
        <div className="component-list">
          {items.map((item, index) => (
            <section
              key={String(item.id ?? index)}
              className="component"
              aria-label={`${component.schema.displayName}${items.length > 1 ? ` ${index + 1}` : ''}`}
            >
              <FieldValues attributes={component.schema.attributes} values={item} catalog={catalog} />
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
                <h3 className="component-title">{component?.schema.displayName ?? item.__component}</h3>
                {component ? (
                  <FieldValues attributes={component.schema.attributes} values={item} catalog={catalog} />
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
