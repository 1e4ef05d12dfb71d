import { blocksToText, isBlocks, resolveBlocks, textToBlocks, type Blocks } from './blocks-text';

const t = (text: string) => ({ type: 'text', text });

describe('textToBlocks', () => {
  it('reads headings, paragraphs, quotes, code and nested lists from lines', () => {
    const text = [
      '## Getting there',
      '',
      'Take the ferry.',
      'It runs hourly.',
      '',
      '- Tickets',
      '  - Online',
      '  - At the pier',
      '- Bikes',
      '',
      '1. Board',
      '2. Sit',
      '',
      '> Worth it.',
      '',
      '```',
      'npm start',
      '```',
    ].join('\n');
    expect(textToBlocks(text)).toEqual([
      { type: 'heading', level: 2, children: [t('Getting there')] },
      { type: 'paragraph', children: [t('Take the ferry.\nIt runs hourly.')] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [t('Tickets')] },
          {
            type: 'list',
            format: 'unordered',
            indentLevel: 1,
            children: [
              { type: 'list-item', children: [t('Online')] },
              { type: 'list-item', children: [t('At the pier')] },
            ],
          },
          { type: 'list-item', children: [t('Bikes')] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [t('Board')] },
          { type: 'list-item', children: [t('Sit')] },
        ],
      },
      { type: 'quote', children: [t('Worth it.')] },
      { type: 'code', children: [t('npm start')] },
    ]);
  });

  it('keeps an image the entry already has, by its address, and never makes one up', () => {
    const image = { type: 'image', image: { url: '/uploads/bay.png', alternativeText: 'The bay', id: 4 }, children: [t('')] };
    expect(textToBlocks('![The bay](/uploads/bay.png)', [image])).toEqual([image]);
    expect(textToBlocks('![x](/uploads/other.png)', [image])).toEqual([{ type: 'paragraph', children: [t('![x](/uploads/other.png)')] }]);
  });

  it('reads an empty text as no blocks, and Windows line ends as lines', () => {
    expect(textToBlocks('')).toEqual([]);
    expect(textToBlocks('# A\r\n\r\nB')).toEqual([
      { type: 'heading', level: 1, children: [t('A')] },
      { type: 'paragraph', children: [t('B')] },
    ]);
  });
});

describe('blocksToText', () => {
  it('writes what textToBlocks reads back to the same Blocks', () => {
    const text = '# Title\n\nOne\ntwo\n\n- a\n  - b\n    - c\n- d\n\n1. x\n2. y\n\n> q\n> r\n\n```\ncode\n```';
    expect(blocksToText(textToBlocks(text))).toBe(text);
    expect(textToBlocks(blocksToText(textToBlocks(text)))).toEqual(textToBlocks(text));
  });

  it('writes the text of links and formatted words, without their formatting', () => {
    const blocks: Blocks = [
      {
        type: 'paragraph',
        children: [t('See '), { type: 'link', url: 'https://a.example', children: [t('this')] }, { type: 'text', text: '!', bold: true }],
      },
    ];
    expect(blocksToText(blocks)).toBe('See this!');
  });
});

describe('resolveBlocks', () => {
  const stored: Blocks = [
    { type: 'paragraph', children: [{ type: 'text', text: 'Bold', bold: true }, t(' move')], custom: { kept: true } },
  ];
  const json = JSON.stringify(stored);

  it('keeps the stored JSON when the textarea comes back as it was rendered', () => {
    expect(resolveBlocks(blocksToText(stored), json)).toEqual(stored);
    expect(JSON.stringify(resolveBlocks('Bold move', json))).toBe(json);
  });

  it('converts text that was changed', () => {
    expect(resolveBlocks('Bold move!', json)).toEqual([{ type: 'paragraph', children: [t('Bold move!')] }]);
  });

  it("takes the editor's JSON when no text is posted, and refuses what is not Blocks", () => {
    expect(resolveBlocks(undefined, json)).toEqual(stored);
    expect(resolveBlocks(undefined, '')).toEqual([]);
    expect(resolveBlocks(undefined, '{"type":"paragraph"}')).toBeUndefined();
    expect(resolveBlocks(undefined, '[{"children":[]}]')).toBeUndefined();
    expect(isBlocks([{ type: 'paragraph', children: [{ type: 'text' }] }])).toBe(false);
  });
});
