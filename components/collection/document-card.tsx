import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { PendingLink } from './pending-link';
import { attributeLabel } from '@/lib/collections/form-fields';
import type { ListShape } from '@/lib/collections/list-shape';
import { firstImageProps, isMedia, mediaSlide } from '@/lib/content/media';
import type { Attribute, Attributes, StrapiDocument } from '@/lib/strapi';
import { enumLabel } from '@/lib/content/model-words';

function factText(attribute: Attribute | undefined, value: unknown, locale: string, t: (key: 'yes' | 'no') => string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const type = attribute?.type ?? 'string';
  if (type === 'boolean') return value ? t('yes') : t('no');
  if (type === 'date') return formatDate(String(value), locale);
  if (type === 'datetime') return formatDate(String(value), locale, true);
  if (type === 'enumeration') return enumLabel(attribute, String(value));
  return String(value);
}

/** Where a card stands in its list. */
export interface CardPlace {
  /** One of the member's drafts: links to the draft and says so. */
  draft?: boolean;
  /** The list's first entry: its image is fetched first and at once. */
  lead?: boolean;
}

/** A list item's content, as Portico shows any entry (EntryCard places it). */
export function DocumentCard({
  title,
  document,
  shape,
  attributes,
  href,
  draft = false,
  lead = false,
}: {
  /** What names the entry (entryTitle). */
  title: string;
  document: StrapiDocument;
  shape: ListShape;
  attributes: Attributes;
  /** The entry's page. */
  href: string;
} & CardPlace) {
  const [locale, t, tList] = [useLocale(), useTranslations('Fields'), useTranslations('List')];
  const summary = shape.summary ? (document[shape.summary] as string | null) : null;
  const thumbnailMedia = shape.thumbnail ? document[shape.thumbnail] : undefined;
  const thumbnail = isMedia(thumbnailMedia) ? mediaSlide(thumbnailMedia) : null;
  const facts = shape.facts
    .map((name) => [name, factText(attributes[name], document[name], locale, t)] as const)
    .filter((fact): fact is readonly [string, string] => fact[1] !== null);
  const relations = shape.relations.flatMap((relation) => {
    const related = document[relation.name] as StrapiDocument | null | undefined;
    if (!related) return [];
    const label = relation.targetTitle && related[relation.targetTitle];
    return label ? [{ name: relation.name, label: String(label) }] : [];
  });

  return (
    <>
      {thumbnail && (
        <Image
          className="document-thumbnail"
          src={thumbnail.src}
          alt=""
          width={160}
          height={90}
          sizes="(max-width: 600px) 100vw, 160px"
          {...firstImageProps(lead)}
        />
      )}
      <div className="document-body">
        <h2 className="document-title">
          <PendingLink href={href} pendingLabel={tList('loadingLink')}>
            {title}
          </PendingLink>{' '}
          {draft && <span className="draft-badge">{tList('draft')}</span>}
        </h2>
        {summary && summary !== title && <p className="document-summary">{summary}</p>}
        {(facts.length > 0 || relations.length > 0) && (
          <dl className="document-facts">
            {relations.map((relation) => (
              <div key={relation.name}>
                <dt>{attributeLabel(relation.name, attributes[relation.name])}</dt>
                <dd>{relation.label}</dd>
              </div>
            ))}
            {facts.map(([name, text]) => (
              <div key={name}>
                <dt>{attributeLabel(name, attributes[name])}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </>
  );
}
