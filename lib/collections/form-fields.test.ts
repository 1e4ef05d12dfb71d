import fr from '@/messages/fr.json';
import { translator } from '@/lib/i18n/interpolate';
import type { Attributes } from '../strapi/schema';
import { humanize } from '@/lib/content/model-words';
import { attributeLabel, formFields } from './form-fields';
import { documentPayload, mapStrapiValidation } from './form-values';
import { validateDocument as validateIn } from './form-schema';
import { ENGLISH_RULES } from './english-rules';
import type { FormField as RuleField, FormValues as RuleValues } from './form-fields';

/** The rules in English (the app passes the page's language). */
const validateDocument = (fields: RuleField[], values: RuleValues) => validateIn(fields, values, ENGLISH_RULES);

const attributes: Attributes = {
  title: { type: 'string', required: true, maxLength: 10 },
  code: { type: 'string', regex: '^[A-Z]{3}$' },
  email: { type: 'email' },
  body: { type: 'richtext' },
  content: { type: 'blocks' },
  minutes: { type: 'integer', min: 1, max: 90 },
  price: { type: 'decimal' },
  day: { type: 'date' },
  at: { type: 'datetime' },
  featured: { type: 'boolean' },
  level: { type: 'enumeration', enum: ['beginner', 'advanced'], required: true },
  cover: { type: 'media', multiple: false, required: true },
  gallery: { type: 'media', multiple: true },
  category: { type: 'relation', relation: 'manyToOne', target: 'api::category.category' },
  tags: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag' },
  author: { type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.user' },
  hidden: { type: 'string', private: true },
};
const plural = (uid: string) => ({ 'api::category.category': 'categories', 'api::tag.tag': 'tags' })[uid];
const fields = formFields(attributes, plural);

describe('formFields', () => {
  it('gives each editable type its input (Blocks included) and leaves owners and private fields out', () => {
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'],
      ['code', 'text'],
      ['email', 'email'],
      ['body', 'markdown'],
      ['content', 'blocks'],
      ['minutes', 'integer'],
      ['price', 'decimal'],
      ['day', 'date'],
      ['at', 'datetime'],
      ['featured', 'boolean'],
      ['level', 'select'],
      ['cover', 'media'],
      ['gallery', 'medias'],
      ['category', 'relation'],
      ['tags', 'relations'],
    ]);
    expect(fields.find((field) => field.name === 'tags')?.target).toBe('tags');
  });
});

describe('validateDocument mirrors the schema', () => {
  const valid = { title: 'Hello', level: 'beginner', cover__keep: ['3'] };

  it('accepts a valid document', () => {
    expect(validateDocument(fields, valid)).toEqual({});
  });

  it('reports required, length, regex, email, number bounds, dates and enumerations', () => {
    expect(
      validateDocument(fields, {
        title: '  ',
        code: 'abc',
        email: 'nope',
        minutes: '0',
        price: 'ten',
        day: '2026-13-45',
        at: 'yesterday',
        level: 'expert',
        category: 'not valid!',
      }),
    ).toEqual({
      title: 'Title is required.',
      code: 'Code is not in the expected format.',
      email: 'Email must be an email address like name@example.com.',
      minutes: 'Minutes must be at least 1.',
      price: 'Price must be a number.',
      day: 'Day must be a date (YYYY-MM-DD).',
      at: 'At must be a date and time.',
      level: 'Choose one of the listed level values.',
      cover: 'Cover is required.',
      category: 'Choose a category from the list.',
    });
    expect(validateDocument(fields, { ...valid, title: 'x'.repeat(11), minutes: '2.5' })).toEqual({
      title: 'Title can have at most 10 characters (now 11).',
      minutes: 'Minutes must be a whole number.',
    });
  });

  it('counts a newly chosen file as filling a required media field', () => {
    expect(validateDocument(fields, { title: 'a', level: 'beginner', cover__files: '1' })).toEqual({});
  });
});

describe('documentPayload', () => {
  it('converts values to Strapi types, clears empty optionals and sets relations and media', () => {
    const payload = documentPayload(
      fields,
      {
        title: ' Hi ',
        code: '',
        body: '# keep  spaces ',
        minutes: '5',
        price: '',
        at: '2026-01-02T03:04',
        featured: 'on',
        level: 'advanced',
        category: 'abc',
        tags: ['t1', 't2'],
        cover__keep: ['3'],
        gallery__keep: ['4'],
      },
      { cover: [9], gallery: [10, 11] },
    );
    expect(payload).toEqual({
      title: 'Hi',
      code: null,
      email: null,
      content: null,
      body: '# keep  spaces ',
      minutes: 5,
      price: null,
      day: null,
      at: new Date('2026-01-02T03:04').toISOString(),
      featured: true,
      level: 'advanced',
      cover: 9,
      gallery: [4, 10, 11],
      category: { set: ['abc'] },
      tags: { set: ['t1', 't2'] },
    });
    expect(documentPayload(fields, {}).featured).toBe(false);
    expect(documentPayload(fields, {}).category).toEqual({ set: [] });
  });
});

describe('mapStrapiValidation', () => {
  it('puts Strapi’s details on their fields and keeps the rest', () => {
    const details = {
      errors: [
        { path: ['title'], message: 'title must be at most 10 characters' },
        { path: ['unknown'], message: 'something else' },
      ],
    };
    expect(mapStrapiValidation(details, fields, ENGLISH_RULES)).toEqual({
      fieldErrors: { title: 'Title can have at most 10 characters.' },
      other: ['Something else'],
    });
    expect(mapStrapiValidation(undefined, fields, ENGLISH_RULES)).toEqual({ fieldErrors: {}, other: [] });
  });

  it('words Strapi’s known rules in the visitor’s language, with the field’s label; an unknown one stays as Strapi wrote it', () => {
    const french = { t: translator(fr.FormRules, 'FormRules'), locale: 'fr' };
    const details = {
      errors: [
        { path: ['title'], message: 'This attribute must be unique' },
        { path: ['minutes'], message: 'minutes must be greater than or equal to 1' },
        { path: ['level'], message: 'level must be one of the following values: beginner, advanced' },
        { path: ['code'], message: 'code must match the following: "/^[A-Z]{3}$/"' },
        { path: ['category'], message: 'category is odd' },
      ],
    };
    expect(mapStrapiValidation(details, fields, french).fieldErrors).toEqual({
      title: 'Title doit être unique : une autre entrée utilise déjà cette valeur.',
      minutes: 'Minutes doit valoir au moins 1.',
      level: 'Choisissez une des valeurs proposées pour Level.',
      code: 'Code n’a pas le format attendu.',
      category: 'Category is odd',
    });
    expect(mapStrapiValidation({ errors: [{ path: ['title'], message: 'title must not be empty' }] }, fields, french).fieldErrors).toEqual({
      title: 'Title est obligatoire.',
    });
  });
});

describe('humanize: a model’s name made readable in its own spelling', () => {
  it.each([
    ['CTAs', 'CTAs'],
    ['URL', 'URL'],
    ['imageURL', 'Image URL'],
    ['URLPath', 'URL path'],
    ['userIDs', 'User IDs'],
    ['IDsByDate', 'IDs by date'],
    ['publishedOn', 'Published on'],
    ['first_name', 'First name'],
    ['blog-posts', 'Blog posts'],
    ['seo', 'Seo'],
    ['SEO', 'SEO'],
    ['h1Title', 'H1 title'],
    ['in  progress', 'In progress'],
    ['étéJour', 'Été jour'],
  ])('%s reads %s', (name, readable) => {
    expect(humanize(name)).toBe(readable);
  });

  it('names a field after its attribute only when no label was set', () => {
    expect(attributeLabel('ctaURL', { label: 'Call to action' })).toBe('Call to action');
    expect(attributeLabel('ctaURL', {})).toBe('Cta URL');
  });
});
