/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { ownershipProblems } = require('./check');

describe("the check's word on members' entries", () => {
  const owners = { 'api::article.article': 'author', 'api::note.note': 'owner' };

  it('names a Strapi where members own nothing, an owned type without a list, and one whose list is empty', () => {
    const strapiWith = (ownedTypes: Record<string, string>, memberFields: Record<string, string[]>) => ({
      plugin: () => ({ service: () => ({ ownedTypes: () => ownedTypes, memberFields: () => memberFields }) }),
    });
    expect(ownershipProblems(strapiWith({}, {}))).toEqual([expect.objectContaining({ code: 'no-owned-types', severity: 'warning' })]);
    expect(ownershipProblems(strapiWith(owners, { 'api::article.article': ['title'], 'api::note.note': [] }))).toEqual([
      expect.objectContaining({ code: 'member-fields-empty', type: 'api::note.note' }),
    ]);
    expect(ownershipProblems(strapiWith(owners, { 'api::note.note': ['body'] }))).toEqual([
      expect.objectContaining({
        code: 'member-fields-unset',
        type: 'api::article.article',
        message: expect.stringContaining('every field'),
      }),
    ]);
  });
});
