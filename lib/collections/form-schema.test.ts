import type { Attributes } from '../strapi/schema';
import { formFields } from './form-fields';
import { documentSchema as schemaIn, validateDocument as validateIn } from './form-schema';
import { ENGLISH_RULES } from './english-rules';
import type { FormField, FormValues } from './form-fields';

/** The rules in English (the app passes the page's language). */
const documentSchema = (fields: FormField[]) => schemaIn(fields, ENGLISH_RULES);
const validateDocument = (fields: FormField[], values: FormValues) => validateIn(fields, values, ENGLISH_RULES);

const attributes: Attributes = {
  nickname: { type: 'string', minLength: 3 },
  slug: { type: 'uid', regex: '(?<!' },
  notes: { type: 'text', required: true, maxLength: 5 },
  count: { type: 'biginteger' },
  ratio: { type: 'float', max: 1 },
  starts: { type: 'time' },
  level: { type: 'enumeration', enum: ['beginner', 'advanced'], required: true },
  tags: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag', required: true },
  gallery: { type: 'media', multiple: true, required: true },
  visible: { type: 'boolean', required: true },
};
const fields = formFields(attributes, () => 'tags');
const complete = { notes: 'ok', level: 'advanced', tags: ['t1'], gallery__files: '2' };

describe('documentSchema', () => {
  it('is a zod schema of the submitted values', () => {
    expect(documentSchema(fields).safeParse(complete).success).toBe(true);
    expect(documentSchema(fields).safeParse({}).success).toBe(false);
  });

  it('reports every missing required field, each with its own words', () => {
    expect(validateDocument(fields, {})).toEqual({
      notes: 'Notes is required.',
      level: 'Level is required.',
      tags: 'Choose at least one tags.',
      gallery: 'Gallery is required.',
    });
  });

  it('counts letters as people do, and keeps the spaces of long text', () => {
    expect(validateDocument(fields, { ...complete, nickname: '👍🏽' })).toEqual({
      nickname: 'Nickname needs at least 3 characters (now 2).',
    });
    expect(validateDocument(fields, { ...complete, nickname: '  ab  ' })).toEqual({
      nickname: 'Nickname needs at least 3 characters (now 2).',
    });
    expect(validateDocument(fields, { ...complete, notes: ' abcd ' })).toEqual({ notes: 'Notes can have at most 5 characters (now 6).' });
  });

  it('leaves a pattern the engine cannot compile to Strapi and accepts big whole numbers', () => {
    expect(validateDocument(fields, { ...complete, slug: 'anything', count: '90071992547409930' })).toEqual({});
  });

  it('checks numbers, bounds and times', () => {
    expect(validateDocument(fields, { ...complete, count: 'Infinity', ratio: '1.5', starts: '9am' })).toEqual({
      count: 'Count must be a number.',
      ratio: 'Ratio must be at most 1.',
      starts: 'Starts must be a time (HH:MM).',
    });
    expect(validateDocument(fields, { ...complete, ratio: '0.5', starts: '09:30' })).toEqual({});
  });

  it('takes kept files and new files together for a required media field', () => {
    expect(validateDocument(fields, { ...complete, gallery__files: '0', gallery__keep: ['', '4'] })).toEqual({});
    expect(validateDocument(fields, { ...complete, gallery__files: '0', gallery__keep: [''] })).toEqual({
      gallery: 'Gallery is required.',
    });
  });
});
