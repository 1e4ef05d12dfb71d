/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { terms, queryWords, closestTerm, distanceLimit, textOf, snippet } = require('./analysis');

type Segment = { text: string; mark: boolean };

/** The one term of a single word. */
const termOf = (word: string, locale: string | null) => {
  const found = terms(word, locale);
  expect(found).toHaveLength(1);
  return found[0];
};

/** Whether a search for `query` finds `text`: every query term among the text's terms. */
const finds = (query: string, text: string, locale: string | null) => {
  const indexed = new Set(terms(text, locale));
  const words = queryWords(query, locale);
  return words.length > 0 && words.every(({ term }: { term: string }) => indexed.has(term));
};

describe('the terms of a text', () => {
  it('meet across English inflections, possessives and letter case', () => {
    expect(terms('workflows', 'en')).toEqual(terms('workflow', 'en'));
    expect(terms('Workflow’s', 'en')).toEqual(terms('workflow', 'en'));
    expect(finds('workflow', 'Editors review WORKFLOWS before publishing.', 'en')).toBe(true);
    expect(finds('publishing', 'The publisher published it.', 'en')).toBe(true);
    // Without a locale there are no language rules: the plural stays apart.
    expect(terms('workflows', null)).not.toEqual(terms('workflow', null));
  });

  it('meet across French plurals, elisions and missing accents', () => {
    const term = termOf('accessibilité', 'fr');
    for (const word of ['accessibilités', 'l’accessibilité', "l'accessibilité", 'accessibilite', 'ACCESSIBILITÉ', 'd’accessibilite']) {
      expect(termOf(word, 'fr')).toBe(term);
    }
    expect(termOf('été', 'fr')).toBe(termOf('ete', 'fr'));
    expect(termOf('publiée', 'fr')).toBe(termOf('publié', 'fr'));
    expect(terms('qu’il', 'fr')).toEqual(terms('il', 'fr'));
    expect(finds('securite', 'La sécurité de l’accessibilité', 'fr')).toBe(true);
    expect(finds('sécurités', 'Securite et accessibilite', 'fr')).toBe(true);
  });

  it('stem a regional locale with its language and split scripts written without spaces', () => {
    expect(termOf('informações', 'pt-BR')).toBe(termOf('informação', 'pt-BR'));
    expect(termOf('informacoes', 'pt-BR')).toBe(termOf('informação', 'pt-BR'));
    expect(termOf('publicaciones', 'es')).toBe(termOf('publicacion', 'es'));

    const japanese = terms('東京都に住んでいます', 'ja');
    expect(japanese.length).toBeGreaterThanOrEqual(4);
    expect(japanese).toContain('東京');
    expect(finds('東京', '東京都に住んでいます', 'ja')).toBe(true);
    expect(terms('我住在北京市', 'zh-Hans').length).toBeGreaterThanOrEqual(3);
    // Dakuten are part of the word, not an accent: が is not か.
    expect(terms('が', 'ja')).not.toEqual(terms('か', 'ja'));
    // Cyrillic й is a letter of its own; ё is read as е.
    expect(termOf('мой', null)).toBe('мой');
    expect(termOf('ёлка', 'ru')).toBe(termOf('елка', 'ru'));
  });

  it('keep numbers, drop punctuation and over-long words, and survive odd locales', () => {
    expect(terms('In 2026, “release” — 3 times!', 'en')).toEqual(['in', '2026', 'releas', '3', 'time']);
    expect(terms(`${'a'.repeat(65)} short ${'b'.repeat(64)}`, null)).toEqual(['short', 'b'.repeat(64)]);
    expect(terms('Hello', 'not a locale!')).toEqual(['hello']);
    expect(terms('Hello', 'xx-YY')).toEqual(['hello']);
    expect(terms(null, 'en')).toEqual([]);
    expect(terms('', 'en')).toEqual([]);
  });
});

describe('the words of a query', () => {
  it('give each word as typed, lower-cased, with its term, once per term', () => {
    expect(queryWords('Workflows, workflow; l’Été', 'fr')).toEqual([
      { word: 'workflows', term: termOf('workflow', 'fr') },
      { word: 'l’été', term: termOf('ete', 'fr') },
    ]);
  });

  it('give nothing for punctuation and at most 12 words', () => {
    expect(queryWords('?! … -- "" ', 'en')).toEqual([]);
    expect(queryWords('', 'en')).toEqual([]);
    expect(queryWords(undefined, 'en')).toEqual([]);
    const many = queryWords('one two three four five six seven eight nine ten eleven twelve thirteen fourteen', 'en');
    expect(many).toHaveLength(12);
    expect(many[11].word).toBe('twelve');
  });
});

describe('the closest known term to a misspelt one', () => {
  const vocabulary = (words: string[]) => words.map((word, i) => ({ term: termOf(word, 'en'), count: 100 - i }));

  it('finds “accessibility” from “acessibility” among near neighbours', () => {
    const candidates = vocabulary(['accept', 'accent', 'success', 'process', 'assess', 'accessibility', 'across', 'accord', 'academy']);
    expect(closestTerm(termOf('acessibility', 'en'), candidates)).toBe(termOf('accessibility', 'en'));
  });

  it('allows one edit up to 5 characters and two from 6, counting a swap of neighbours as one', () => {
    expect([distanceLimit('ab'), distanceLimit('abc'), distanceLimit('abcde'), distanceLimit('abcdef')]).toEqual([0, 1, 1, 2]);
    expect(closestTerm('form', [{ term: 'from', count: 1 }])).toBe('from');
    expect(closestTerm('bxxk', [{ term: 'book', count: 50 }])).toBeNull();
    expect(closestTerm('publsh', [{ term: 'publish', count: 1 }])).toBe('publish');
    expect(closestTerm('pbulsh', [{ term: 'publish', count: 1 }])).toBe('publish');
    expect(closestTerm('pxblxsh', [{ term: 'publish', count: 1 }])).toBe('publish');
    expect(closestTerm('pxbxxsh', [{ term: 'publish', count: 1 }])).toBeNull();
    expect(closestTerm('ab', [{ term: 'ac', count: 9 }])).toBeNull();
    expect(closestTerm('tset', [])).toBeNull();
  });

  it('prefers fewer edits, then the more frequent term, then the first alphabetically', () => {
    expect(
      closestTerm('tast', [
        { term: 'test', count: 3 },
        { term: 'last', count: 9 },
      ]),
    ).toBe('last');
    expect(
      closestTerm('tast', [
        { term: 'last', count: 9 },
        { term: 'fast', count: 9 },
      ]),
    ).toBe('fast');
    expect(
      closestTerm('tests', [
        { term: 'tent', count: 900 },
        { term: 'test', count: 1 },
      ]),
    ).toBe('test');
  });

  it('skips malformed candidates', () => {
    expect(closestTerm('tast', [null, { count: 3 }, { term: 5 }, { term: 'last' }])).toBe('last');
    expect(closestTerm(null, [{ term: 'last', count: 1 }])).toBeNull();
    expect(closestTerm('tast', null)).toBeNull();
  });
});

describe('the text of a field', () => {
  it('keeps strings and texts as they are', () => {
    expect(textOf({ type: 'string' }, 'A title')).toBe('A title');
    expect(textOf('text', 'Line one\nline two')).toBe('Line one line two');
  });

  it('reads markdown as a reader sees it, without markup or link addresses', () => {
    expect(textOf({ type: 'richtext' }, '**bold** [link](http://x)')).toBe('bold link');
    const text = textOf(
      { type: 'richtext' },
      '# Title\n\n_em_ and `code` ![A cat](cat.png)\n\n```js\nconst x = 1;\n```\n\n- one\n- two &amp; three\n\n<b>raw</b>',
    );
    expect(text).toBe('Title em and code A cat const x = 1; one two & three <b>raw</b>');
  });

  it('reads Strapi Blocks leaf by leaf, blocks apart', () => {
    const blocks = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hel', bold: true },
          { type: 'text', text: 'lo ' },
          { type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'link' }] },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'two' }] },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'quoted' }] },
      { type: 'code', children: [{ type: 'text', text: 'x = 1' }] },
      { type: 'image', image: { alternativeText: 'A cat', url: '/uploads/cat.png' }, children: [{ type: 'text', text: '' }] },
    ];
    expect(textOf({ type: 'blocks' }, blocks)).toBe('Title Hello link one two quoted x = 1 A cat');
  });

  it('gives nothing for other types and for malformed values', () => {
    let deep: { type: string; children: unknown[] } = { type: 'list', children: [] };
    const root = deep;
    for (let i = 0; i < 50000; i++) {
      const child = { type: 'list', children: [] };
      deep.children.push(child);
      deep = child;
    }
    const cases: [unknown, unknown][] = [
      ['string', null],
      ['text', 42],
      ['richtext', { markdown: '**x**' }],
      ['blocks', { type: 'paragraph' }],
      ['blocks', [null, 5, 'x', { type: 'paragraph', children: 'no' }, { type: 'paragraph', children: [{ type: 'text', text: 5 }] }]],
      ['blocks', 'not json'],
      ['json', { text: 'hidden' }],
      ['integer', 5],
      [null, 'x'],
      [undefined, undefined],
    ];
    for (const [attribute, value] of cases) expect(textOf(attribute, value)).toBe('');
    // Nesting deep enough to overflow the stack still gives the text near the top.
    expect(textOf('blocks', [{ type: 'paragraph', children: [{ type: 'text', text: 'Top' }] }, root])).toBe('Top');
  });
});

describe('a snippet of a result', () => {
  const wanted = (query: string, locale = 'en') => new Set(queryWords(query, locale).map(({ term }: { term: string }) => term));
  const joined = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
  const marked = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);
  const expectMerged = (segments: Segment[]) => {
    segments.forEach((segment, i) => {
      expect(segment.text).not.toBe('');
      if (i > 0) expect(segment.mark || segments[i - 1]!.mark).toBe(true);
    });
  };

  const filler = 'Some opening words that say nothing in particular about the subject at hand. ';
  const body = `${filler.repeat(4)}Editors   use review\n\nworkflows to publish. Each Workflow has stages. ${filler.repeat(4)}`;

  it('marks the words of the query’s terms around the first match, cut at words with “…”', () => {
    const segments = snippet(body, 'en', wanted('workflow'));
    expect(marked(segments)).toEqual(['workflows', 'Workflow']);
    expectMerged(segments);
    const text = joined(segments);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(182);
    const inner = text.slice(1, -1);
    // Original words, whitespace collapsed, cut between words.
    expect(body.replace(/\s+/g, ' ')).toContain(inner);
    expect(inner).toMatch(/^\w.*\w$/);
    expect(inner.indexOf('workflows')).toBeGreaterThan(0);
    expect(inner.indexOf('workflows')).toBeLessThan(60);
  });

  it('keeps markup as plain text', () => {
    const segments = snippet('Before <script>alert(1)</script> the workflow <b>after</b>', 'en', wanted('workflow'));
    expect(segments).toEqual([
      { text: 'Before <script>alert(1)</script> the ', mark: false },
      { text: 'workflow', mark: true },
      { text: ' <b>after</b>', mark: false },
    ]);
  });

  it('marks French words met without their accents or articles', () => {
    const segments = snippet('Guide de l’accessibilité des sites', 'fr', wanted('accessibilite', 'fr'));
    expect(marked(segments)).toEqual(['l’accessibilité']);
  });

  it('shows the start of the text when nothing matches, and the end when the match is near it', () => {
    const none = snippet(body, 'en', wanted('zebra'), { maxChars: 60 });
    expect(none.every((segment: Segment) => !segment.mark)).toBe(true);
    expect(joined(none)).toMatch(/^Some opening words .*…$/);
    expect(joined(none).length).toBeLessThanOrEqual(61);

    const late = snippet(`${'tail '.repeat(60)}the workflows end.`, 'en', wanted('workflow'), { maxChars: 60 });
    const text = joined(late);
    expect(text).toMatch(/^…tail .* end\.$/);
    expect(text.length).toBeGreaterThan(50);
    expect(marked(late)).toEqual(['workflows']);
  });

  it('gives the whole of a short text and nothing for no text', () => {
    expect(snippet('A workflow.', 'en', wanted('workflows'))).toEqual([
      { text: 'A ', mark: false },
      { text: 'workflow', mark: true },
      { text: '.', mark: false },
    ]);
    expect(snippet('', 'en', wanted('workflow'))).toEqual([]);
    expect(snippet(null, 'en', wanted('workflow'))).toEqual([]);
  });
});
