import { newAccount, registerAccount, strapiUrl } from '@/tests/support/backend';

/**
 * One search over the site, straight at Strapi's plugin as any client would ask it: ranked results across
 * collections with the matched words marked, typos and other forms of a word, French by French rules, drafts
 * found by their owner alone, and the index current the moment a write answers.
 */
let visitorCount = 0;
const nextVisitor = () => `10.42.${Math.floor(++visitorCount / 250)}.${(visitorCount % 250) + 1}`;
const tag = Math.random().toString(36).slice(2, 7);

interface Part {
  text: string;
  mark: boolean;
}
interface Hit {
  type: { uid: string; pluralName: string };
  documentId: string;
  status: string;
  title: Part[];
  snippet: Part[];
}
interface Answer {
  data: Hit[];
  meta: {
    total: number;
    types: { uid: string; count: number }[];
    corrected: { from: string; to: string }[];
    suggestion: string | null;
    fallback: boolean;
  };
}

async function search(q: string, { jwt, locale, types }: { jwt?: string; locale?: string; types?: string } = {}): Promise<Answer> {
  const params = new URLSearchParams({ q, ...(locale ? { locale } : {}), ...(types ? { types } : {}) });
  const response = await fetch(`${strapiUrl()}/api/portico-guard/search?${params}`, {
    headers: { 'X-Forwarded-For': nextVisitor(), ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function write(jwt: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}`, 'X-Forwarded-For': nextVisitor() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : ((await response.json()) as { data: { documentId: string } }).data;
}

const text = (parts: Part[]) => parts.map((part) => part.text).join('');
const marked = (parts: Part[]) => parts.filter((part) => part.mark).map((part) => part.text);

let owner: { jwt: string };
let other: { jwt: string };
beforeAll(async () => {
  owner = await registerAccount(newAccount('searcher'), nextVisitor());
  other = await registerAccount(newAccount('neighbour'), nextVisitor());
});

describe('site search', () => {
  it('ranks across collections, marks the words, reads a typo and another form of a word', async () => {
    const word = `zephyr${tag}`;
    const strong = await write(owner.jwt, 'POST', '/articles?status=published', {
      data: { title: `Accessibility ${word} workflows`, summary: 'Keyboard first.', body: `How ${word} teams review accessibility.` },
    });
    const weak = await write(owner.jwt, 'POST', '/articles?status=published', {
      data: { title: `Notes ${tag}`, summary: `A passing mention of ${word}.`, body: 'Nothing about accessibility here.' },
    });

    const found = await search(`${word} accessibility`);
    expect(found.data.map((hit) => hit.documentId).slice(0, 2)).toEqual([strong!.documentId, weak!.documentId]);
    expect(marked(found.data[0]!.title)).toEqual(['Accessibility', word]);

    // Another form of the word, and a typo.
    expect((await search(`workflow ${word}`)).data[0]!.documentId).toBe(strong!.documentId);
    const typo = await search(`acessibility ${word}`);
    expect(typo.meta.corrected).toEqual([{ from: 'acessibility', to: expect.any(String) }]);
    expect(typo.data.map((hit) => hit.documentId)).toContain(strong!.documentId);

    // Categories are another collection: the seed's "Engineering" holds "caching".
    const across = await search('caching');
    expect(new Set(across.data.map((hit) => hit.type.pluralName))).toEqual(new Set(['articles', 'categories']));
    expect(across.meta.types.map((type) => type.uid).sort()).toEqual(['api::article.article', 'api::category.category']);
    const onlyCategories = await search('caching', { types: 'categories' });
    expect(onlyCategories.data.every((hit) => hit.type.pluralName === 'categories')).toBe(true);
  });

  it('in French, by French rules; markup and script stay text', async () => {
    const word = `quetzal${tag}`;
    const created = await write(owner.jwt, 'POST', '/articles?status=published', {
      data: { title: `Guide ${word}`, summary: 'Résumé.', body: 'Un texte.' },
    });
    await write(owner.jwt, 'PUT', `/articles/${created!.documentId}?locale=fr&status=published`, {
      data: { title: `Les accessibilités ${word}`, summary: '<script>alert(1)</script> résumé', body: 'Publiée hier.' },
    });
    const french = await search(`accessibilité ${word}`, { locale: 'fr' });
    expect(french.data.map((hit) => hit.documentId)).toEqual([created!.documentId]);
    expect(marked(french.data[0]!.title)).toEqual(['accessibilités', word]);
    const scripted = await search(`résumé ${word}`, { locale: 'fr' });
    expect(text(scripted.data[0]!.snippet)).toContain('<script>alert(1)</script>');
    // The English page finds the English version only.
    expect((await search(`accessibilité ${word}`)).data).toEqual([]);
  });

  it('a draft is found by its owner alone; publishing, unpublishing and deleting show at once', async () => {
    const word = `kestrel${tag}`;
    const draft = await write(owner.jwt, 'POST', '/articles?status=draft', { data: { title: `Unfinished ${word}`, summary: 'Soon.' } });
    expect((await search(word)).data).toEqual([]);
    expect((await search(word, { jwt: other.jwt })).data).toEqual([]);
    const mine = await search(word, { jwt: owner.jwt });
    expect(mine.data.map((hit) => [hit.documentId, hit.status])).toEqual([[draft!.documentId, 'draft']]);

    await write(owner.jwt, 'PUT', `/articles/${draft!.documentId}?status=published`, { data: { title: `Finished ${word}` } });
    expect((await search(word)).data.map((hit) => [hit.documentId, hit.status])).toEqual([[draft!.documentId, 'published']]);
    await write(owner.jwt, 'POST', `/articles/${draft!.documentId}/unpublish`);
    expect((await search(word)).data).toEqual([]);
    expect((await search(word, { jwt: owner.jwt })).data.map((hit) => hit.status)).toEqual(['draft']);
    await write(owner.jwt, 'DELETE', `/articles/${draft!.documentId}`);
    expect((await search(word, { jwt: owner.jwt })).data).toEqual([]);
  });

  it('nothing found says so, with the closest known word', async () => {
    // Ending in a figure, the stemmer keeps it whole: a random tag may end as a suffix it cuts ("…ic", "…al"),
    // and then the misspelt word, cut otherwise, is further from the stem than three letters.
    const word = `pelican${tag}0`;
    await write(owner.jwt, 'POST', '/articles?status=published', { data: { title: `The ${word}`, summary: 'Birds.' } });
    // Three letters wrong: too far to be read as a typo, near enough to be offered.
    const answer = await search(`pxxxcan${tag}0 zzqqzzqq`);
    expect(answer.meta.total).toBe(0);
    expect(answer.meta.suggestion).toBe(word);
    expect(answer.meta.fallback).toBe(false);
  });
});
