/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { resolveOwnedTypes, withOwnerRelation, USER } = require('./owned-types');
const { blankRequiredStrings } = require('./input-rules');
const { mayChange } = require('./documents');
const { resolveMemberFields } = require('./member-fields');
const { routeTarget, guardContentRoutes } = require('./content-routes');
const { reachesOtherDrafts, relatedDrafts, visibleVersion } = require('./draft-reads');
const config = require('../config');

const owner = { type: 'relation', relation: 'manyToOne', target: USER };
const models: Record<string, { kind?: string; options?: { draftAndPublish?: boolean }; attributes: Record<string, object> }> = {
  'api::article.article': {
    kind: 'collectionType',
    options: { draftAndPublish: true },
    attributes: {
      title: { type: 'string', required: true },
      category: { type: 'relation', target: 'api::category.category' },
      editor: { type: 'relation', target: USER },
      author: owner,
      cover: { type: 'media' },
      blocks: { type: 'dynamiczone', components: ['shared.stop'] },
      localizations: { type: 'relation', target: 'api::article.article' },
    },
  },
  'api::category.category': {
    kind: 'collectionType',
    options: { draftAndPublish: false },
    attributes: { name: { type: 'string' }, articles: { type: 'relation', target: 'api::article.article' } },
  },
  'api::homepage.homepage': { kind: 'singleType', attributes: { owner, featured: { type: 'relation', target: 'api::article.article' } } },
  'api::note.note': { kind: 'collectionType', options: { draftAndPublish: true }, attributes: { body: { type: 'text' } } },
  'api::guide.guide': {
    kind: 'collectionType',
    options: { draftAndPublish: true },
    attributes: {
      headline: { type: 'string' },
      places: { type: 'relation', target: 'api::article.article' },
      stops: { type: 'component', repeatable: true, component: 'shared.stop' },
    },
  },
  'shared.stop': { attributes: { label: { type: 'string' }, place: { type: 'relation', target: 'api::article.article' } } },
  'plugin::users-permissions.user': { kind: 'collectionType', attributes: { username: { type: 'string' } } },
};
const getModel = (uid: string) => models[uid];

describe('which types members own', () => {
  it('owns every api:: collection type through its first relation to users, and nothing else', () => {
    expect(resolveOwnedTypes(models, null)).toEqual({ owners: { 'api::article.article': 'editor' }, added: [] });
  });

  it('takes a named relation, adds one a type lacks, and leaves out a type set to false', () => {
    const { owners, added } = resolveOwnedTypes(models, { 'api::article.article': 'author', 'api::note.note': 'owner' });
    expect(owners).toEqual({ 'api::article.article': 'author', 'api::note.note': 'owner' });
    expect(added).toEqual([{ uid: 'api::note.note', field: 'owner' }]);
    expect(resolveOwnedTypes(models, { 'api::article.article': false }).owners).toEqual({});
  });

  it('refuses to start on a setting it cannot honour', () => {
    expect(() => resolveOwnedTypes(models, { 'api::nothing.nothing': 'owner' })).toThrow(/not a content type/);
    expect(() => resolveOwnedTypes(models, { 'api::homepage.homepage': 'owner' })).toThrow(/single type/);
    expect(() => resolveOwnedTypes(models, { 'api::article.article': 'title' })).toThrow(/not a relation/);
  });

  it('puts an added relation first, where Portico and the upload checks look for the owner', () => {
    const attributes = withOwnerRelation({ editor: owner, body: { type: 'text' } }, 'owner');
    expect(Object.keys(attributes)).toEqual(['owner', 'editor', 'body']);
    expect(attributes.owner).toMatchObject({ type: 'relation', target: USER, configurable: false });
    expect(attributes.owner).not.toHaveProperty('visible');
  });

  it('takes only a map of uids to relation names or false in its config', () => {
    const defaults = config.default();
    expect(defaults.ownedTypes).toBeNull();
    const check = (ownedTypes: unknown) => () => config.validator({ ...defaults, ownedTypes });
    expect(check({ 'api::note.note': 'owner', 'api::article.article': false })).not.toThrow();
    for (const wrong of [['api::note.note'], { 'api::note.note': true }, { 'api::note.note': '' }, 'owner'])
      expect(check(wrong)).toThrow(/ownedTypes/);
  });
});

describe('what a member writes', () => {
  const { attributes } = models['api::article.article']!;

  it('refuses blank required strings, and on an update only those it sends', () => {
    expect(
      blankRequiredStrings(attributes, { title: '  ' }, { partial: false }).map((problem: { path: string[] }) => problem.path),
    ).toEqual([['title']]);
    expect(blankRequiredStrings(attributes, {}, { partial: false })).toHaveLength(1);
    expect(blankRequiredStrings(attributes, {}, { partial: true })).toEqual([]);
    expect(blankRequiredStrings(attributes, { title: null }, { partial: true })).toHaveLength(1);
    expect(blankRequiredStrings(attributes, { title: 'Notes' }, { partial: false })).toEqual([]);
  });

  it('lets a member change only what they own, in the locale changed or, for a new translation, in all', () => {
    const version = (id: number, userId: number | null) => ({ id, author: userId === null ? null : { id: userId } });
    const mine = { inLocale: [version(1, 7), version(2, 7)], all: [version(1, 7), version(2, 7), version(3, 8)] };
    expect(mayChange(mine, 'author', 7)).toBe(true);
    expect(mayChange(mine, 'author', 8)).toBe(false);
    // A new translation: every version the document has must be theirs.
    expect(mayChange({ inLocale: [], all: mine.all }, 'author', 7)).toBe(false);
    expect(mayChange({ inLocale: [], all: [version(1, 7)] }, 'author', 7)).toBe(true);
    // An unowned entry is nobody's; an unknown one is left to Strapi's 404.
    expect(mayChange({ inLocale: [version(4, null)], all: [version(4, null)] }, 'author', 7)).toBe(false);
    expect(mayChange({ inLocale: [], all: [] }, 'author', 7)).toBe(true);
  });
});

describe('the fields members write', () => {
  const owners = { 'api::article.article': 'author', 'api::note.note': 'owner' };

  it('are the lists the config names, for owned types and their own fields only', () => {
    expect(resolveMemberFields(models, owners, { 'api::article.article': ['title', 'cover', 'title'] })).toEqual({
      'api::article.article': ['title', 'cover'],
    });
    expect(resolveMemberFields(models, owners, null)).toEqual({});
    expect(() => resolveMemberFields(models, owners, { 'api::category.category': ['name'] })).toThrow(/which members do not own/);
    expect(() => resolveMemberFields(models, owners, { 'api::article.article': ['titel'] })).toThrow(/"titel", which it does not have/);
  });

  it('takes only a map of uids to lists of field names in its config', () => {
    const defaults = config.default();
    expect(defaults.memberFields).toBeNull();
    const check = (memberFields: unknown) => () => config.validator({ ...defaults, memberFields });
    expect(check({ 'api::note.note': ['body'], 'api::article.article': [] })).not.toThrow();
    for (const wrong of [['body'], { 'api::note.note': 'body' }, { 'api::note.note': [''] }, { 'api::note.note': [3] }])
      expect(check(wrong)).toThrow(/memberFields/);
  });
});

describe('the routes the plugin guards', () => {
  it('reads the content type and action a handler names, in either form Strapi resolves', () => {
    expect(routeTarget('api::article.article.find', 'article')).toEqual({ uid: 'api::article.article', action: 'find' });
    expect(routeTarget('article.update', 'article')).toEqual({ uid: 'api::article.article', action: 'update' });
    expect(routeTarget(() => undefined, 'article')).toBeNull();
  });

  it('adds its middlewares to the content types’ routes when Strapi first reads them, after an operator’s own', () => {
    let built = 0;
    const own = () => undefined;
    const core = {
      type: 'content-api',
      get routes() {
        built += 1;
        return [
          { handler: 'api::article.article.find' },
          { handler: 'article.create', config: {} },
          { handler: 'account.show' },
          { handler: 'article.findOne', config: { middlewares: [own] } },
        ];
      },
    };
    const api: { routes: Record<string, unknown> } = {
      routes: { article: core, extra: () => ({ routes: [{ handler: 'article.update' }, { handler: 'article.delete' }] }) },
    };
    const strapi = {
      apis: { article: api },
      contentTypes: { 'api::article.article': models['api::article.article'] },
      config: { get: () => null },
    };
    guardContentRoutes(strapi);
    expect(built).toBe(0);
    type Route = { handler: string; config?: { middlewares?: unknown[] } };
    const routes = (api.routes.article as { type: string; routes: Route[] }).routes;
    expect((api.routes.article as { type: string }).type).toBe('content-api');
    expect((api.routes.article as { routes: Route[] }).routes).toBe(routes);
    expect(built).toBe(1);
    const count = (route: Route) => route.config?.middlewares?.length ?? 0;
    // find: private drafts; create: the client's owner dropped; findOne: both and the owner's identity.
    expect(routes.map(count)).toEqual([1, 1, 0, 3]);
    expect(routes[3]!.config!.middlewares![0]).toBe(own);
    const extra = (api.routes.extra as (input: { strapi: unknown }) => { routes: Route[] })({ strapi }).routes;
    expect(extra.map(count)).toEqual([1, 0]);
  });
});

describe('private drafts', () => {
  const refused = (populate: unknown, uid = 'api::article.article') => reachesOtherDrafts(getModel, uid, populate);

  it('allows the fields of the entry’s own relations, in its zones and components too', () => {
    expect(refused('*')).toBe(false);
    expect(refused({ category: { fields: ['name'] }, cover: true, localizations: { fields: ['locale'] } })).toBe(false);
    expect(refused({ places: { fields: ['title'] }, stops: { populate: { place: { fields: ['title'] } } } }, 'api::guide.guide')).toBe(
      false,
    );
    expect(refused(undefined)).toBe(false);
  });

  it('refuses a populate that reaches further into types with drafts', () => {
    expect(refused({ category: { populate: '*' } })).toBe(true);
    expect(refused({ category: { populate: { articles: '*' } } })).toBe(true);
    expect(refused({ places: { populate: { category: true } } }, 'api::guide.guide')).toBe(true);
  });

  it('finds the related entries of types with drafts, in components, never the entry’s own locales', () => {
    const entry = {
      places: [{ id: 1 }, { id: 2 }],
      stops: [
        { label: 'a', place: { id: 3 } },
        { label: 'b', place: null },
      ],
      headline: 'x',
    };
    const found = relatedDrafts(getModel, 'api::guide.guide', entry);
    expect(found.map(({ target, key }: { target: string; key: string }) => [target, key])).toEqual([
      ['api::article.article', 'places'],
      ['api::article.article', 'place'],
    ]);
    expect(relatedDrafts(getModel, 'api::article.article', { localizations: [{ id: 9 }], category: { id: 1 } })).toEqual([]);
  });

  it('shows someone else’s related draft as its published version, or not at all; the member’s own as it is', () => {
    const versions = [
      { id: 1, documentId: 'a', locale: 'en', publishedAt: null, title: 'Draft edit', author: { id: 8 } },
      { id: 2, documentId: 'a', locale: 'en', publishedAt: new Date(0), title: 'Published', author: { id: 8 } },
      { id: 3, documentId: 'b', locale: 'en', publishedAt: null, title: 'Never published', author: { id: 8 } },
      { id: 4, documentId: 'c', locale: 'en', publishedAt: null, title: 'Mine', author: { id: 7 } },
    ];
    expect(visibleVersion({ id: 1, documentId: 'a', title: 'Draft edit' }, versions, 'author', 7)).toEqual({
      id: 2,
      documentId: 'a',
      title: 'Published',
    });
    expect(visibleVersion({ id: 3, documentId: 'b', title: 'Never published' }, versions, 'author', 7)).toBeNull();
    expect(visibleVersion({ id: 4, documentId: 'c', title: 'Mine' }, versions, 'author', 7)).toEqual({
      id: 4,
      documentId: 'c',
      title: 'Mine',
    });
    expect(visibleVersion({ id: 3, documentId: 'b', title: 'Never published' }, versions, undefined, 8)).toBeNull();
  });
});

// A module of its own: its names are not shared with the other test files.
export {};
