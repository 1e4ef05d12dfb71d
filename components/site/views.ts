import type { ComponentType, ReactNode } from 'react';
import type { Catalog } from '@/lib/content/catalog';
import type { Attribute, AttributeType, ComponentSchema, ContentType, StrapiDocument } from '@/lib/strapi';
import type { BlocksNodeViews } from '@/components/content/blocks-views';

/**
 * What every view receives. `generic` is Portico's own rendering of the same thing, ready to place
 * (or to ignore: it is rendered only where the view puts it), so a view can wrap or replace it.
 */
type ViewBase = {
  /** The page's locale code. */
  locale: string;
  /** The site's types and components, with the model's words in the page's locale. */
  catalog: Catalog;
  generic: ReactNode;
};

/** Renders one field of the entry as Portico would (through the site's field views), or nothing when empty. */
type FieldRenderer = { field: (name: string) => ReactNode };

export type FieldViewProps = ViewBase & {
  /** The field's name, and the uid of the type or component it belongs to. */
  name: string;
  owner: string;
  attribute: Attribute;
  value: unknown;
  /** The entry (or component entry) the value is from. */
  entry: Record<string, unknown>;
};

export type ComponentViewProps = ViewBase &
  FieldRenderer & {
    uid: string;
    component: ComponentSchema;
    /** One entry of the component (each entry of a repeatable one renders on its own). */
    value: Record<string, unknown>;
  };

export type CardViewProps = ViewBase &
  FieldRenderer & {
    type: ContentType;
    entry: StrapiDocument;
    /** The entry's page (its draft, for the member's own drafts). */
    href: string;
    draft: boolean;
    /** The list's first entry: on a phone its image is likely the page's largest element, to fetch first. */
    lead: boolean;
  };

export type PageViewProps = ViewBase &
  FieldRenderer & {
    type: ContentType;
    entry: StrapiDocument;
    title: string;
    /** Every field Portico would show, but those named. */
    fields: (skip?: readonly string[]) => ReactNode;
  };

/**
 * A site's own views (its folder's `views.tsx`). Server components, or client components: a client
 * view gets the same props but the functions (`field`, `fields`), which cannot reach the browser.
 */
export type SiteViews = {
  /** By content type uid: its list item and its detail page. */
  types?: Readonly<Record<string, { card?: ComponentType<CardViewProps>; page?: ComponentType<PageViewProps> }>>;
  /** By component uid, wherever the component renders. */
  components?: Readonly<Record<string, ComponentType<ComponentViewProps>>>;
  /** By Blocks node type (paragraph, heading, list, quote, code, image, link). */
  blocks?: BlocksNodeViews;
  /** By `typeOrComponentUid.fieldName` first, then by attribute type (every media field, every date). */
  fields?: {
    byName?: Readonly<Record<string, ComponentType<FieldViewProps>>>;
    byType?: Readonly<Partial<Record<AttributeType, ComponentType<FieldViewProps>>>>;
  };
};

/** Types a site folder's views; returns them as given. */
export function defineViews(views: SiteViews): SiteViews {
  return views;
}
