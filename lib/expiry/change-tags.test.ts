import type { Attributes, ComponentSchema, ContentType } from '@/lib/strapi/index.ts';
import { EVERYTHING, tagsForChange } from './change-tags';

const collection = (name: string, attributes: Attributes): ContentType => ({
  uid: `api::${name}.${name}`,
  schema: { kind: 'collectionType', singularName: name, pluralName: `${name}s`, displayName: name, attributes },
});
const single = (name: string, attributes: Attributes): ContentType => ({
  uid: `api::${name}.${name}`,
  schema: { kind: 'singleType', singularName: name, pluralName: `${name}s`, displayName: name, attributes },
});
const relation = (target: string) => ({ type: 'relation' as const, relation: 'manyToOne', target });

// A model none of Portico's code knows: articles in categories, written by users; tags shown
// through a component; authors' profiles in a dynamic zone; a home page featuring articles.
const types = [
  collection('article', {
    title: { type: 'string' },
    category: relation('api::category.category'),
    author: relation('plugin::users-permissions.user'),
    seo: { type: 'component', component: 'shared.seo' },
    related: relation('api::article.article'),
  }),
  collection('category', { name: { type: 'string' }, articles: relation('api::article.article') }),
  collection('tag', { label: { type: 'string' } }),
  collection('page', { blocks: { type: 'dynamiczone', components: ['blocks.profile', 'blocks.text'] } }),
  collection('profile', { name: { type: 'string' } }),
  collection('event', { title: { type: 'string' } }),
  single('homepage', { featured: relation('api::article.article') }),
  single('footer', { links: relation('api::page.page') }),
];
const components: ComponentSchema[] = [
  {
    uid: 'shared.seo',
    schema: {
      displayName: 'SEO',
      attributes: { keywords: relation('api::tag.tag'), nested: { type: 'component', component: 'shared.seo' } },
    },
  },
  { uid: 'blocks.profile', schema: { displayName: 'Profile', attributes: { who: relation('api::profile.profile') } } },
  { uid: 'blocks.text', schema: { displayName: 'Text', attributes: { body: { type: 'richtext' } } } },
];
const scope = {
  types: new Map(types.map((type) => [type.uid, type])),
  components: new Map(components.map((component) => [component.uid, component])),
  isHomeType: (type: ContentType) => type.schema.singularName === 'homepage',
};

describe('tagsForChange: exactly what a change touches', () => {
  it('an article: its page, the article lists, articles that relate to it, categories that list it, the home page featuring it', () => {
    expect(tagsForChange(scope, 'api::article.article', 'a1').sort()).toEqual(
      ['list:articles', 'document:articles:a1', 'documents:articles', 'list:categorys', 'documents:categorys', 'home'].sort(),
    );
  });

  it('a category: its page and lists, every article page (they show its name), the home page featuring articles as cards, not events or tags', () => {
    const tags = tagsForChange(scope, 'api::category.category', 'c1');
    expect(tags.sort()).toEqual(['list:categorys', 'document:categorys:c1', 'list:articles', 'documents:articles', 'home'].sort());
  });

  it('follows relations inside components, nested components and dynamic zones', () => {
    expect(tagsForChange(scope, 'api::tag.tag', 't1')).toEqual(expect.arrayContaining(['list:articles', 'documents:articles']));
    expect(tagsForChange(scope, 'api::profile.profile', 'p1')).toEqual(expect.arrayContaining(['list:pages', 'documents:pages']));
    expect(tagsForChange(scope, 'api::profile.profile', 'p1')).not.toContain('list:articles');
  });

  it('an entry nothing shows touches only itself', () => {
    expect(tagsForChange(scope, 'api::event.event', 'e1').sort()).toEqual(['list:events', 'document:events:e1'].sort());
  });

  it('an entry addressed by name: its page at the documentId, at its name now and at every name it left', () => {
    expect(tagsForChange(scope, 'api::event.event', 'e1', ['summer-fair', 'fair']).sort()).toEqual(
      ['list:events', 'document:events:e1', 'document:events:summer-fair', 'document:events:fair'].sort(),
    );
  });

  it('without a document id, all of the collection’s pages', () => {
    expect(tagsForChange(scope, 'api::event.event')).toEqual(['list:events', 'documents:events']);
  });

  it('the home page’s single type expires the home page only; another single type its own page (/footer) only', () => {
    expect(tagsForChange(scope, 'api::homepage.homepage')).toEqual(['home']);
    expect(tagsForChange(scope, 'api::footer.footer')).toEqual(['list:footer']);
  });

  it('a home page showing an entry of a collection: any change to that collection expires it', () => {
    const entryHome = { ...scope, isHomeType: (type: ContentType) => type.uid === 'api::event.event' };
    expect(tagsForChange(entryHome, 'api::event.event', 'e1').sort()).toEqual(['home', 'list:events', 'document:events:e1'].sort());
  });

  it('a single type’s page shows what it relates to: a change there expires it too', () => {
    expect(tagsForChange(scope, 'api::page.page', 'p1')).toEqual(expect.arrayContaining(['document:pages:p1', 'list:footer']));
  });

  it('a change to users shows up where they are authors', () => {
    scope.types.set('plugin::users-permissions.user', collection('user', {}));
    expect(tagsForChange(scope, 'plugin::users-permissions.user', 'u1')).toEqual(
      expect.arrayContaining(['list:articles', 'documents:articles']),
    );
  });

  it('a change it cannot place (media, an unknown type) expires everything', () => {
    expect(tagsForChange(scope, undefined)).toEqual(EVERYTHING);
    expect(tagsForChange(scope, 'api::unknown.unknown', 'x')).toEqual(EVERYTHING);
  });
});
