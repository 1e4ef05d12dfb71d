import { blocksToText, markdownToText, truncate } from './plain-text';

describe('markdownToText', () => {
  it('keeps the words, drops the markup', () => {
    expect(
      markdownToText('## Why it matters\n\n- **Bold** and _soft_\n1. [a link](https://x.test) ![alt text](/a.png)\n> quoted `code`'),
    ).toBe('Why it matters Bold and soft a link alt text quoted code');
    expect(markdownToText('Before\n```js\nconst x = 1;\n```\n<b>tag</b> after')).toBe('Before tag after');
  });
});

describe('blocksToText', () => {
  it('joins the text of every block, with a space between blocks', () => {
    expect(
      blocksToText([
        { type: 'heading', children: [{ type: 'text', text: 'Title' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'One ' },
            { type: 'link', url: 'x', children: [{ type: 'text', text: 'two' }] },
          ],
        },
      ]),
    ).toBe('Title One two');
    expect(blocksToText(null)).toBe('');
  });
});

describe('truncate', () => {
  it('leaves short text alone and cuts long text at a word, with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four', 12)).toBe('one two…');
    expect(truncate('abcdefghijklmnop', 10)).toBe('abcdefghi…');
  });
});
