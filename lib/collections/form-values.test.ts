import type { Attributes, ComponentSchema } from '../strapi/schema';
import { formFields } from './form-fields';
import { validateDocument as validateIn } from './form-schema';
import { ENGLISH_RULES } from './english-rules';
import type { FormField as RuleField, FormValues as RuleValues } from './form-fields';

/** The rules in English (the app passes the page's language). */
const validateDocument = (fields: RuleField[], values: RuleValues) => validateIn(fields, values, ENGLISH_RULES);
import { defaultValues, documentPayload, entryPaths, formDataValues, mapStrapiValidation, movedValues, nestValues } from './form-values';

const components = new Map<string, ComponentSchema>([
  [
    'shared.seo',
    { uid: 'shared.seo', schema: { displayName: 'Seo', attributes: { metaTitle: { type: 'string', required: true, maxLength: 10 } } } },
  ],
  [
    'travel.stop',
    {
      uid: 'travel.stop',
      schema: {
        displayName: 'Stop',
        attributes: {
          label: { type: 'string', required: true },
          day: { type: 'integer', min: 1 },
          place: { type: 'relation', relation: 'oneToOne', target: 'api::place.place' },
          image: { type: 'media', multiple: false },
          notes: { type: 'component', component: 'travel.note', repeatable: true },
        },
      },
    },
  ],
  ['travel.note', { uid: 'travel.note', schema: { displayName: 'Note', attributes: { text: { type: 'text', required: true } } } }],
  ['travel.tip', { uid: 'travel.tip', schema: { displayName: 'Tip', attributes: { advice: { type: 'text', required: true } } } }],
  [
    'travel.text',
    { uid: 'travel.text', schema: { displayName: 'Text section', attributes: { heading: { type: 'string', maxLength: 5 } } } },
  ],
]);
const attributes: Attributes = {
  title: { type: 'string', required: true },
  seo: { type: 'component', component: 'shared.seo' },
  stops: { type: 'component', component: 'travel.stop', repeatable: true, min: 1, max: 2 },
  sections: { type: 'dynamiczone', components: ['travel.text', 'travel.tip'] },
  details: { type: 'json' },
  body: { type: 'blocks', required: true },
};
const fields = formFields(attributes, (uid) => (uid === 'api::place.place' ? 'places' : undefined), components);

const posted = {
  title: 'Harbour',
  'seo.__entry': '1',
  'seo.metaTitle': 'Harbour',
  'stops.0.__entry': '1',
  'stops.0.label': 'Pier',
  'stops.0.day': '2',
  'stops.0.place': 'p1',
  'stops.0.image__keep': '7',
  'stops.0.notes.0.__entry': '1',
  'stops.0.notes.0.text': 'Windy',
  'stops.1.__entry': '1',
  'stops.1.label': 'Market',
  'stops.1.image__files': '1',
  'sections.0.__component': 'travel.tip',
  'sections.0.advice': 'Bring cash',
  'sections.1.__component': 'travel.text',
  'sections.1.heading': 'Food',
  details: '{"open": [9, 17]}',
  body: '## Hello\n\n- a\n  - b',
};

describe('the nested value model', () => {
  it('gives components, repeatable ones and dynamic zones their fields, nested', () => {
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'],
      ['seo', 'component'],
      ['stops', 'component'],
      ['sections', 'dynamiczone'],
      ['details', 'json'],
      ['body', 'blocks'],
    ]);
    const stop = fields[2]!.component!;
    expect(stop.displayName).toBe('Stop');
    expect(stop.fields.map((field) => field.kind)).toEqual(['text', 'integer', 'relation', 'media', 'component']);
    expect(fields[3]!.components!.map((component) => component.displayName)).toEqual(['Text section', 'Tip']);
  });

  it('finds entries by their markers, in the order of their indices', () => {
    expect(entryPaths(fields[2]!, { ...posted, 'stops.10.__entry': '1' }, 'stops')).toEqual(['stops.0', 'stops.1', 'stops.10']);
    expect(entryPaths(fields[1]!, posted, 'seo')).toEqual(['seo']);
    expect(entryPaths(fields[1]!, { title: 'x' }, 'seo')).toEqual([]);
  });

  it("reads a browser's FormData by name, several values as a list and files as a count", () => {
    const data = new FormData();
    data.append('stops.0.label', 'Pier');
    data.append('tags', 'a');
    data.append('tags', 'b');
    data.append('stops.1.image', new File(['x'], 'a.png'));
    data.append('$ACTION_ID_1', '');
    expect(formDataValues(data)).toEqual({ 'stops.0.label': 'Pier', tags: ['a', 'b'], 'stops.1.image__files': '1' });
  });

  it('nests the values for the rules', () => {
    const tree = nestValues(fields, posted);
    expect(tree.stops).toEqual([
      { label: 'Pier', day: '2', place: 'p1', image: 1, notes: [{ text: 'Windy' }] },
      { label: 'Market', day: undefined, place: undefined, image: 1, notes: [] },
    ]);
    expect(tree.sections).toEqual([
      { __component: 'travel.tip', advice: 'Bring cash' },
      { __component: 'travel.text', heading: 'Food' },
    ]);
  });

  it("builds Strapi's payload: components in order, dynamic zones with __component, JSON parsed, Blocks from the lines", () => {
    expect(documentPayload(fields, posted, { 'stops.1.image': [12] })).toEqual({
      title: 'Harbour',
      seo: { metaTitle: 'Harbour' },
      stops: [
        { label: 'Pier', day: 2, place: { set: ['p1'] }, image: 7, notes: [{ text: 'Windy' }] },
        { label: 'Market', day: null, place: { set: [] }, image: 12, notes: [] },
      ],
      sections: [
        { __component: 'travel.tip', advice: 'Bring cash' },
        { __component: 'travel.text', heading: 'Food' },
      ],
      details: { open: [9, 17] },
      body: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Hello' }] },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [{ type: 'text', text: 'a' }] },
            {
              type: 'list',
              format: 'unordered',
              indentLevel: 1,
              children: [{ type: 'list-item', children: [{ type: 'text', text: 'b' }] }],
            },
          ],
        },
      ],
    });
    expect(documentPayload(fields, { title: 'x' })).toMatchObject({ seo: null, stops: [], sections: [], details: null, body: null });
  });

  it("moves an entry's values to where it is now, and starts new entries from the defaults", () => {
    expect(movedValues(posted, 'stops.1', 'stops.0')).toEqual({
      'stops.0.__entry': '1',
      'stops.0.label': 'Market',
      'stops.0.image__files': '1',
    });
    expect(defaultValues(fields)).toEqual({ 'stops.0.__entry': '1' });
  });
});

describe('one schema for the nested form', () => {
  it('passes a complete form', () => {
    expect(validateDocument(fields, posted)).toEqual({});
  });

  it('names the nested input of each problem by its path', () => {
    const problems = validateDocument(fields, {
      ...posted,
      'seo.metaTitle': 'Far too long a title',
      'stops.1.label': '',
      'stops.0.day': '0',
      'stops.0.notes.0.text': '',
      'sections.1.heading': 'Too long',
      details: '{"open": [9, }',
      body: '',
    });
    expect(problems).toEqual({
      'seo.metaTitle': 'Meta title can have at most 10 characters (now 20).',
      'stops.0.day': 'Day must be at least 1.',
      'stops.0.notes.0.text': 'Text is required.',
      'stops.1.label': 'Label is required.',
      'sections.1.heading': 'Heading can have at most 5 characters (now 8).',
      details: expect.stringMatching(/^Details is not valid JSON: /),
      body: 'Body is required.',
    });
  });

  it("enforces a repeatable component's min and max, and a dynamic zone's allowed components", () => {
    const none = Object.fromEntries(Object.entries(posted).filter(([name]) => !name.endsWith('__entry')));
    expect(validateDocument(fields, none).stops).toBe('Stops needs at least 1 entry.');
    expect(validateDocument(fields, { ...posted, 'stops.2.__entry': '1', 'stops.2.label': 'Third' }).stops).toBe(
      'Stops can have at most 2 entries.',
    );
    expect(validateDocument(fields, { ...posted, 'sections.2.__component': 'travel.unknown' })['sections.2']).toBe(
      'Choose one of the components Sections allows.',
    );
  });

  it("refuses links outside the app's URL rules in Blocks", () => {
    const blocks = [
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] },
    ];
    expect(validateDocument(fields, { ...posted, body: undefined as never, body__blocks: JSON.stringify(blocks) }).body).toMatch(
      /link this site does not allow/,
    );
  });
});

describe('a crafted post writes nothing outside the schema', () => {
  const form = (extra: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(posted)) data.append(name, value);
    for (const [name, value] of extra) data.append(name, value);
    return formDataValues(data);
  };
  const expected = documentPayload(fields, posted, {});

  it('ignores owner fields, ids, relation internals and names of no field, at the top and nested', () => {
    const values = form([
      ['owner', '1'],
      ['owner.id', '1'],
      ['author.id', '2'],
      ['id', '9'],
      ['documentId', 'abc'],
      ['publishedAt', '2020-01-01'],
      ['locale', 'fr'],
      ['stops.0.id', '3'],
      ['stops.0.owner', '1'],
      ['stops.0.place.connect', 'p9'],
      ['seo.owner', '1'],
      ['sections.0.id', '4'],
      ['sections.0.heading', 'Not a tip field'],
    ]);
    expect(validateDocument(fields, values)).toEqual({});
    expect(documentPayload(fields, values, {})).toEqual(expected);
  });

  it('refuses a dynamic zone entry of a component the zone does not allow, and never sends it', () => {
    const values = form([
      ['sections.2.__component', 'some.other'],
      ['sections.2.secret', 'x'],
    ]);
    expect(validateDocument(fields, values)['sections.2']).toBe('Choose one of the components Sections allows.');
    expect(documentPayload(fields, values, {}).sections).toEqual(expected.sections);
    // A component that is real but belongs to another field (stops' travel.stop) is not the zone's either.
    expect(validateDocument(fields, form([['sections.2.__component', 'travel.stop']]))['sections.2']).toBe(
      'Choose one of the components Sections allows.',
    );
  });

  it('drops names that would reach a prototype, however often they are posted', () => {
    const values = form([
      ['__proto__', 'x'],
      ['__proto__', 'y'],
      ['constructor', 'z'],
      ['constructor', 'w'],
      ['stops.0.__proto__.polluted', 'yes'],
      ['seo.constructor.prototype.polluted', 'yes'],
      ['prototype', '1'],
    ]);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values).filter((name) => /__proto__|constructor|prototype/.test(name))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(documentPayload(fields, values, {})).toEqual(expected);
  });
});

describe("Strapi's errors on nested paths", () => {
  it('land on the nested input; what names no input is a general message', () => {
    const details = {
      errors: [
        { path: ['sections', 1, 'heading'], message: 'heading must be at most 5 characters' },
        { path: ['stops', 0, 'notes', 0, 'text'], message: 'text must be defined' },
        { path: ['seo', 'metaTitle'], message: 'too long' },
        { path: ['body', 1, 'image', 'hash'], message: 'body[1].image.hash is a required field' },
        { path: ['nowhere', 0], message: 'mystery' },
      ],
    };
    expect(mapStrapiValidation(details, fields, ENGLISH_RULES)).toEqual({
      fieldErrors: {
        'sections.1.heading': 'Heading can have at most 5 characters.',
        'stops.0.notes.0.text': 'Text is required.',
        'seo.metaTitle': 'Too long',
        body: 'Body[1].image.hash is a required field',
      },
      other: ['Mystery'],
    });
  });
});
