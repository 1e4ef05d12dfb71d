import type { CarouselSlide } from '@/lib/content/media';
import { TranslatedCarousel } from '@/components/content/carousel-text';
import { MarkdownContent } from '@/components/content/markdown';
import { safeUrl } from '@/lib/content/safe-url';
import type { Catalog } from '@/lib/content/catalog';
import { FieldValue, type RenderScope } from '@/components/content/field-value';
import { EntryBody } from '@/components/content/single-type-page';
import { isMedia, mediaSlide, resolveMediaUrl } from '@/lib/content/media';
import { titleAttribute, type Attribute, type ContentType, type StrapiDocument } from '@/lib/strapi';
import { LocalLink } from '@/components/layout/local-link';
import { attributeLabel } from '@/lib/collections/form-fields';

/**
 * The home page, laid out from the single type's schema rather than its field names:
 * its title as the heading, repeatable components with an image as a carousel, rich text as
 * markdown, and relations to other collections as cards.
 */
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

/**
 * The site's page view for the home single type when it has one; else the layout above, where a
 * component (or dynamic zone) the site has a view for renders through it.
 */
export function HomepageView({ type, document, scope }: { type: ContentType; document: StrapiDocument; scope: RenderScope }) {
  const { catalog } = scope;
  const attributes = type.schema.attributes;
  const titleName = titleAttribute(attributes);
  const title = titleName ? String(document[titleName] ?? '') : type.schema.displayName;
  const viewed = (attribute: Attribute) =>
    (attribute.type === 'component' && Boolean(scope.views.components?.[attribute.component])) ||
    (attribute.type === 'dynamiczone' && attribute.components.some((uid) => scope.views.components?.[uid]));

  if (scope.views.types?.[type.uid]?.page) {
    return (
      <article className="home">
        <h1>{title}</h1>
        <EntryBody type={type} entry={document} title={title} scope={scope} skip={titleName ? [titleName] : []} />
      </article>
    );
  }
  return (
    <article className="home">
      <h1>{title}</h1>
      {Object.entries(attributes).map(([name, attribute]) => {
        const value = document[name];
        if (value === null || value === undefined || name === titleName) return null;
        if (viewed(attribute))
          return <FieldValue key={name} owner={type.uid} name={name} attribute={attribute} entry={document} scope={scope} />;
        if (attribute.type === 'richtext' && typeof value === 'string') {
          return <MarkdownContent key={name} source={value} resolveMediaUrl={resolveMediaUrl} />;
        }
        if (attribute.type === 'component' && attribute.repeatable) {
          const slides = slidesFrom(value, attribute, catalog);
          return slides.length ? <TranslatedCarousel key={name} slides={slides} label={`${title}: ${name}`} priority /> : null;
        }
        if (attribute.type === 'relation' && Array.isArray(value)) {
          const target = catalog.types.get(attribute.target);
          if (!target || target.schema.kind !== 'collectionType') return null;
          const targetTitle = titleAttribute(target.schema.attributes);
          return (
            <section key={name} aria-labelledby={`home-${name}`}>
              <h2 id={`home-${name}`} className="section-title">
                {attributeLabel(name, attribute)}
              </h2>
              <ul className="cards">
                {(value as StrapiDocument[]).map((related) => (
                  <li key={related.documentId} className="card">
                    <LocalLink href={`/${target.schema.pluralName}/${related.documentId}`}>
                      {targetTitle ? String(related[targetTitle] ?? related.documentId) : related.documentId}
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        }
        return null;
      })}
    </article>
  );
}
