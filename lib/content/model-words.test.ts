import { attributeLabel } from '@/lib/collections/form-fields';
import type { ComponentSchema, ContentType } from '@/lib/strapi/schema';
import type { Catalog } from './catalog';
import { enumLabel, typeNames, withModelWords, type ModelWords } from './model-words';

const article: ContentType = {
  uid: 'api::article.article',
  schema: {
    kind: 'collectionType',
    singularName: 'article',
    pluralName: 'articles',
    // Editors often name the type after the collection.
    displayName: 'Articles',
    description: 'What the blog publishes',
    attributes: {
      title: { type: 'string', required: true },
      publishedOn: { type: 'date', label: 'Date of publication' },
      imageURL: { type: 'string' },
      status: { type: 'enumeration', enum: ['draft', 'inReview', 'USA'] },
      seo: { type: 'component', component: 'shared.seo' },
    },
  },
};
const cta: ContentType = {
  uid: 'api::cta.cta',
  schema: {
    kind: 'collectionType',
    singularName: 'cta',
    pluralName: 'ctas',
    displayName: 'CTA',
    attributes: { label: { type: 'string' } },
  },
};
const faq: ContentType = {
  uid: 'api::faq-entry.faq-entry',
  schema: { kind: 'collectionType', singularName: 'faq-entry', pluralName: 'faq-entries', displayName: 'FAQ entry', attributes: {} },
};
const about: ContentType = {
  uid: 'api::about.about',
  schema: { kind: 'singleType', singularName: 'about', pluralName: 'abouts', displayName: 'About', attributes: {} },
};
const seo: ComponentSchema = {
  uid: 'shared.seo',
  schema: {
    displayName: 'seo',
    attributes: { metaTitle: { type: 'string' }, robots: { type: 'enumeration', enum: ['index', 'noindex'] } },
  },
};
const hero: ComponentSchema = { uid: 'sections.hero', schema: { displayName: 'Hero Section', attributes: {} } };

function catalog(): Catalog {
  const types = [article, cta, faq, about];
  return {
    inferred: false,
    collections: [article, cta, faq],
    singleTypes: [about],
    types: new Map(types.map((type) => [type.uid, type])),
    components: new Map([seo, hero].map((component) => [component.uid, component])),
  };
}

const french: ModelWords = {
  types: {
    'api::article.article': { one: 'Article', other: 'Articles du blog', description: 'Ce que publie le blog' },
    'api::about.about': { one: 'À propos' },
  },
  fields: {
    'api::article.article': { title: 'Titre', publishedOn: 'Publié le', imageURL: '   ' },
    'shared.seo': { metaTitle: 'Titre pour les moteurs' },
  },
  enums: {
    'api::article.article': { status: { draft: 'Brouillon', inReview: 'En relecture', archived: 'Archivé' } },
    'shared.seo': { robots: { noindex: 'Caché des moteurs' } },
  },
  components: { 'shared.seo': 'Référencement' },
};

describe('typeNames: one entry and the collection', () => {
  it('names one entry from the singular name when the display name is plural', () => {
    expect(typeNames(article)).toEqual({ one: 'Article', other: 'Articles' });
  });

  it('keeps the display name’s spelling of the same words', () => {
    expect(typeNames(cta)).toEqual({ one: 'CTA', other: 'CTAs' });
    expect(typeNames(faq)).toEqual({ one: 'FAQ entry', other: 'FAQ entries' });
  });

  it('prefers the site’s words once the catalog carries them', () => {
    const named = withModelWords(catalog(), french);
    expect(typeNames(named.types.get(article.uid)!)).toEqual({ one: 'Article', other: 'Articles du blog' });
    expect(typeNames(named.singleTypes[0]!)).toEqual({ one: 'À propos', other: 'Abouts' });
  });
});

describe('withModelWords: the catalog in the site’s words for one locale', () => {
  const named = withModelWords(catalog(), french);
  const attributes = named.types.get(article.uid)!.schema.attributes;

  it('labels fields with the site’s words, before the content manager’s label and the readable name', () => {
    expect(attributeLabel('title', attributes.title)).toBe('Titre');
    expect(attributeLabel('publishedOn', attributes.publishedOn)).toBe('Publié le');
    // A blank word is no word: the readable name stays.
    expect(attributeLabel('imageURL', attributes.imageURL)).toBe('Image URL');
    expect(attributeLabel('metaTitle', named.components.get('shared.seo')!.schema.attributes.metaTitle)).toBe('Titre pour les moteurs');
  });

  it('falls back to the content manager’s label, then to the readable name, where the words say nothing', () => {
    const bare = withModelWords(catalog(), {});
    const own = bare.types.get(article.uid)!.schema.attributes;
    expect(attributeLabel('publishedOn', own.publishedOn)).toBe('Date of publication');
    expect(attributeLabel('imageURL', own.imageURL)).toBe('Image URL');
    expect(enumLabel(own.status, 'inReview')).toBe('In review');
    expect(enumLabel(own.status, 'USA')).toBe('USA');
  });

  it('labels the declared values of enumerations, in types and components', () => {
    expect(enumLabel(attributes.status, 'draft')).toBe('Brouillon');
    expect(enumLabel(attributes.status, 'inReview')).toBe('En relecture');
    expect(enumLabel(attributes.status, 'USA')).toBe('USA');
    expect(attributes.status).toMatchObject({ enumLabels: { draft: 'Brouillon', inReview: 'En relecture' } });
    expect(attributes.status).not.toHaveProperty('enumLabels.archived');
    const robots = named.components.get('shared.seo')!.schema.attributes.robots;
    expect([enumLabel(robots, 'index'), enumLabel(robots, 'noindex')]).toEqual(['Index', 'Caché des moteurs']);
  });

  it('reads only the words’ own keys, so a value called "constructor" is not a label', () => {
    expect(enumLabel(attributes.status, 'constructor')).toBe('Constructor');
  });

  it('names types by one entry, with the site’s description, the same objects in every list', () => {
    const type = named.types.get(article.uid)!;
    expect(type.schema.displayName).toBe('Article');
    expect(type.intro).toBe('Ce que publie le blog');
    expect(type.schema.description).toBe('What the blog publishes');
    expect(named.collections[0]).toBe(type);
    expect(named.singleTypes[0]!.schema.displayName).toBe('À propos');
    expect(named.types.get(cta.uid)!.schema.displayName).toBe('CTA');
  });

  it('names components with the site’s words, else capitalises a lowercase name as a field’s would be', () => {
    expect(named.components.get('shared.seo')!.schema.displayName).toBe('Référencement');
    const bare = withModelWords(catalog());
    expect(bare.components.get('shared.seo')!.schema.displayName).toBe('Seo');
    expect(attributeLabel('seo', article.schema.attributes.seo)).toBe('Seo');
    expect(bare.components.get('sections.hero')!.schema.displayName).toBe('Hero Section');
  });

  it('leaves the catalog it was given as it was', () => {
    const given = catalog();
    const before = structuredClone({ ...given, types: [...given.types], components: [...given.components] });
    withModelWords(given, french);
    expect({ ...given, types: [...given.types], components: [...given.components] }).toEqual(before);
    expect(given.types.get(article.uid)).toBe(article);
    expect(article.schema.displayName).toBe('Articles');
    expect(article.schema.attributes.status).not.toHaveProperty('enumLabels');
  });
});
