import type { ContentType } from '../strapi/schema';
import { formFields } from './form-fields';
import { formSections, hasProblemIn, withFormWords } from './form-layout';

const type: ContentType = {
  uid: 'api::post.post',
  schema: {
    kind: 'collectionType',
    singularName: 'post',
    pluralName: 'posts',
    displayName: 'Post',
    attributes: {
      title: { type: 'string', required: true },
      slug: { type: 'uid', targetField: 'title' },
      lead: { type: 'text' },
      body: { type: 'richtext' },
      minutes: { type: 'integer' },
    },
  },
};
const fields = formFields(type.schema.attributes);
const names = (sections: ReturnType<typeof formSections>) =>
  sections.map((section) => section.rows.map((row) => row.map((cell) => cell.name)));

describe('formSections: the form laid out for a person', () => {
  it('follows the schema, one field a row, without a layout of its own', () => {
    expect(names(formSections(type, fields, 'en'))).toEqual([[['title'], ['slug'], ['lead'], ['body'], ['minutes']]]);
  });

  it('follows the content manager’s rows and widths, and never leaves out a field its rows do not name', () => {
    const sections = formSections(
      {
        ...type,
        editRows: [
          [
            ['title', 8],
            ['slug', 4],
          ],
          [['body', 12]],
          [['gone', 6]],
        ],
      },
      fields,
      'en',
    );
    expect(sections).toEqual([
      {
        advanced: false,
        rows: [
          [
            { name: 'title', size: 8 },
            { name: 'slug', size: 4 },
          ],
          [{ name: 'body', size: 12 }],
          [{ name: 'lead', size: 12 }],
          [{ name: 'minutes', size: 12 }],
        ],
      },
    ]);
  });

  it('takes the site folder’s sections, side by side where it says, and folds what it does not name into More options', () => {
    const sections = formSections(
      {
        ...type,
        form: {
          sections: [{ fields: ['title', 'body', 'unknown'] }, { legend: { en: 'Details', fr: 'Détails' }, fields: [['minutes', 'lead']] }],
        },
      },
      fields,
      'fr',
    );
    expect(sections).toEqual([
      { legend: undefined, advanced: false, rows: [[{ name: 'title', size: 12 }], [{ name: 'body', size: 12 }]] },
      {
        legend: 'Détails',
        advanced: false,
        rows: [
          [
            { name: 'minutes', size: 6 },
            { name: 'lead', size: 6 },
          ],
        ],
      },
      { advanced: true, rows: [[{ name: 'slug', size: 12 }]] },
    ]);
  });

  it('shows a field once, where it is first named, and never one the form does not show (an editors’ field)', () => {
    const shown = fields.filter((field) => field.name !== 'minutes');
    const sections = formSections(
      { ...type, form: { sections: [{ fields: ['title', 'minutes', 'title'] }, { fields: ['lead', 'body', 'slug'] }] } },
      shown,
      'en',
    );
    expect(names(sections)).toEqual([[['title']], [['lead'], ['body'], ['slug']]]);
  });
});

describe('withFormWords: the site’s label, hint and placeholder', () => {
  it('says them in the page’s locale over the schema’s, and leaves other fields as they are', () => {
    const worded = withFormWords(
      fields,
      { lead: { label: { en: 'Lead', fr: 'Chapô' }, hint: 'Two sentences.', placeholder: { en: 'Begin here' } } },
      'fr',
    );
    expect(worded.find((field) => field.name === 'lead')).toMatchObject({
      label: 'Chapô',
      hint: 'Two sentences.',
      placeholder: 'Begin here',
    });
    expect(worded.find((field) => field.name === 'title')).toBe(fields.find((field) => field.name === 'title'));
  });
});

describe('hasProblemIn', () => {
  it('finds a problem in the field or in an entry inside it, not in a field whose name merely begins the same', () => {
    expect(hasProblemIn({ 'slides.0.caption': 'Too long' }, 'slides')).toBe(true);
    expect(hasProblemIn({ title: 'Required' }, 'title')).toBe(true);
    expect(hasProblemIn({ titles: 'Required' }, 'title')).toBe(false);
  });
});
