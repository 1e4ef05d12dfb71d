import type { ComponentType, ReactNode } from 'react';
import type { Catalog } from '@/lib/content/catalog';
import type { Attribute, AttributeType, ComponentSchema, ContentType, StrapiDocument } from '@/lib/strapi';

/** The site API: what a site folder's data (`defineSite`) and views (`defineViews`) are written against. */
export {
  defineSite,
  type LocalizedText,
  type NavigationItem,
  type SiteData,
  type SiteFooter,
  type SiteLogo,
  type StrapiLinks,
} from '@/lib/site/site-data';

export type BlocksModifier = 'code' | 'bold' | 'italic' | 'underline' | 'strikethrough';
export type BlocksText = { type: 'text'; text: string } & { [modifier in BlocksModifier]?: true };
export type BlocksLink = { type: 'link'; url: string; children: BlocksText[] };
export type BlocksInline = BlocksText | BlocksLink;
export type BlocksParagraph = { type: 'paragraph'; children: BlocksInline[] };
/** Levels start at 2: the page's title is its h1. */
export type BlocksHeading = { type: 'heading'; level: 2 | 3 | 4 | 5 | 6; children: BlocksInline[] };
export type BlocksQuote = { type: 'quote'; children: BlocksInline[] };
export type BlocksCode = { type: 'code'; language?: string; children: BlocksInline[] };
export type BlocksListItem = { type: 'list-item'; children: (BlocksInline | BlocksList)[] };
export type BlocksList = { type: 'list'; format: 'ordered' | 'unordered'; children: BlocksListItem[] };
export type BlocksImage = {
  type: 'image';
  image: { url: string; alternativeText: string | null; width?: number; height?: number };
};
export type BlocksNode = BlocksParagraph | BlocksHeading | BlocksList | BlocksQuote | BlocksCode | BlocksImage;

export type BlocksNodeOfType = {
  paragraph: BlocksParagraph;
  heading: BlocksHeading;
  list: BlocksList;
  'list-item': BlocksListItem;
  quote: BlocksQuote;
  code: BlocksCode;
  image: BlocksImage;
  link: BlocksLink;
};
export type BlocksNodeType = keyof BlocksNodeOfType;

export type BlocksNodeViewProps<T extends BlocksNodeType> = {
  node: BlocksNodeOfType[T];
  /** What the generic rendering puts inside the node's element: for code the plain text, for an image nothing. */
  children: ReactNode;
  renderDefault: () => ReactNode;
};
export type BlocksNodeView<T extends BlocksNodeType> = (props: BlocksNodeViewProps<T>) => ReactNode;
/** Called as a function, so that what it throws is caught: a view that needs hooks returns its own component. */
export type BlocksNodeViews = { [T in BlocksNodeType]?: BlocksNodeView<T> };

/** `generic` is Portico's own rendering of the same thing, rendered only where the view places it. */
type ViewBase = {
  locale: string;
  catalog: Catalog;
  generic: ReactNode;
};

/** One field as Portico renders it (through the site's field views). */
type FieldRenderer = { field: (name: string) => ReactNode };

export type FieldViewProps = ViewBase & {
  name: string;
  owner: string;
  attribute: Attribute;
  value: unknown;
  entry: Record<string, unknown>;
};

export type ComponentViewProps = ViewBase &
  FieldRenderer & {
    uid: string;
    component: ComponentSchema;
    value: Record<string, unknown>;
  };

export type CardViewProps = ViewBase &
  FieldRenderer & {
    type: ContentType;
    entry: StrapiDocument;
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
 * A collection's list page, by its parts, to arrange your way: `heading` (the title and the New button), `lead`,
 * `controls` (search, sort and filters), `count`, `entries` (the cards, or the empty state) and `pagination`; `generic`
 * is them in Portico's order. Whatever the view returns stays inside the list's loading transition.
 */
export type ListViewProps = {
  type: ContentType;
  locale: string;
  catalog: Catalog;
  generic: ReactNode;
  parts: { heading: ReactNode; lead: ReactNode; controls: ReactNode; count: ReactNode; entries: ReactNode; pagination: ReactNode };
};

/** The page's frame around every page: Portico's header or footer as `generic`, to wrap, rearrange or leave out. */
export type FrameViewProps = {
  locale: string;
  generic: ReactNode;
  /** The navigation as the header shows it (the site's, from Strapi or `defineSite`). */
  links: readonly { label: string; href: string }[];
  siteName: string;
};

/** The home page's content: Portico's (the home single type's page, the chosen entry, or the list of collections) as `generic`. */
export type HomeViewProps = { locale: string; generic: ReactNode; catalog: Catalog };

/** Server or client components; a client view gets the same props but the functions, which cannot reach the browser. */
export type SiteViews = {
  /** The home page's content, inside the frame. */
  home?: ComponentType<HomeViewProps>;
  /** The header and footer every page has; the header's member controls stay inside `generic` (stored pages fill them). */
  frame?: { header?: ComponentType<FrameViewProps>; footer?: ComponentType<FrameViewProps> };
  types?: Readonly<
    Record<string, { card?: ComponentType<CardViewProps>; page?: ComponentType<PageViewProps>; list?: ComponentType<ListViewProps> }>
  >;
  components?: Readonly<Record<string, ComponentType<ComponentViewProps>>>;
  blocks?: BlocksNodeViews;
  /** By `typeOrComponentUid.fieldName` first, then by attribute type. */
  fields?: {
    byName?: Readonly<Record<string, ComponentType<FieldViewProps>>>;
    byType?: Readonly<Partial<Record<AttributeType, ComponentType<FieldViewProps>>>>;
  };
};

export function defineViews(views: SiteViews): SiteViews {
  return views;
}
