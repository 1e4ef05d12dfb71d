import { withFieldLabels, withMemberFields, type ContentType } from './schema';
import { attributeLabel, formFields } from '@/lib/collections/form-fields';

const place: ContentType = {
  uid: 'api::place.place',
  schema: {
    kind: 'collectionType',
    singularName: 'place',
    pluralName: 'places',
    displayName: 'Place',
    attributes: { rating: { type: 'integer' }, openingHours: { type: 'string' } },
  },
};

describe('field labels from the content manager', () => {
  it('an editor’s label names its field; a field without one is named after its attribute', () => {
    const [labelled] = withFieldLabels([place], { 'api::place.place': { rating: 'Stars (1 to 5)' } });
    expect(attributeLabel('rating', labelled!.schema.attributes.rating)).toBe('Stars (1 to 5)');
    expect(attributeLabel('openingHours', labelled!.schema.attributes.openingHours)).toBe('Opening hours');
  });

  it('leaves models without labels, and the models it was given, as they were', () => {
    const [unlabelled] = withFieldLabels([place], { 'api::guide.guide': { title: 'Headline' } });
    expect(unlabelled).toBe(place);
    withFieldLabels([place], { 'api::place.place': { rating: 'Stars' } });
    expect(place.schema.attributes.rating).toEqual({ type: 'integer' });
  });

  it('ignores blank labels and labels of attributes the model does not have', () => {
    const [model] = withFieldLabels([place], { 'api::place.place': { rating: '   ', missing: 'Nothing' } });
    expect(attributeLabel('rating', model!.schema.attributes.rating)).toBe('Rating');
    expect(model!.schema.attributes).not.toHaveProperty('missing');
  });
});

describe('the fields members write, from portico-guard', () => {
  it('marks the others editors’ own, which members’ forms leave out', () => {
    const [model] = withMemberFields([place], { 'api::place.place': ['openingHours'] });
    expect(model!.schema.attributes.rating).toEqual({ type: 'integer', editorsOnly: true });
    expect(formFields(model!.schema.attributes).map((field) => field.name)).toEqual(['openingHours']);
    expect(place.schema.attributes.rating).toEqual({ type: 'integer' });
  });

  it('leaves a type the config does not name as it was: members write every field', () => {
    const [model] = withMemberFields([place], { 'api::guide.guide': ['title'] });
    expect(model).toBe(place);
    expect(formFields(model!.schema.attributes).map((field) => field.name)).toEqual(['rating', 'openingHours']);
  });
});
