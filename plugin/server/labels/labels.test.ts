/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { ownLabels } = require('./controller');

describe('the content manager labels the plugin answers', () => {
  const model = { attributes: { rating: {}, name: {}, summary: {} } };

  it('lists a label an editor set, trimmed, and not the default (the attribute name itself)', () => {
    const metadatas = {
      rating: { edit: { label: ' Stars (1 to 5) ' }, list: { label: 'rating' } },
      name: { edit: { label: 'name' } },
      summary: { edit: { label: '' } },
    };
    expect(ownLabels(model, metadatas)).toEqual({ rating: 'Stars (1 to 5)' });
  });

  it('never answers anything but labels of the model’s own attributes', () => {
    const metadatas = { createdAt: { edit: { label: 'Created' } }, rating: { edit: { label: 42, placeholder: 'x' } } };
    expect(ownLabels(model, metadatas)).toEqual({});
    expect(ownLabels(model, undefined)).toEqual({});
  });
});

describe('the edit view the plugin answers', () => {
  const { editLayout } = require('./controller');
  const model = { attributes: { title: {}, slug: {}, body: {} } };

  it('keeps the rows and widths of the model’s own fields, and the hints and placeholders editors wrote', () => {
    const configuration = {
      layouts: {
        edit: [
          [
            { name: 'title', size: 8 },
            { name: 'slug', size: 4 },
          ],
          [{ name: 'createdBy', size: 6 }],
          [{ name: 'body', size: 40 }],
        ],
      },
      metadatas: {
        title: { edit: { description: ' What readers see first ', placeholder: 'A short title' } },
        slug: { edit: { description: '', placeholder: 7 } },
        createdBy: { edit: { description: 'Not a field of the model' } },
      },
    };
    expect(editLayout(model, configuration)).toEqual({
      rows: [
        [
          ['title', 8],
          ['slug', 4],
        ],
        [['body', 12]],
      ],
      hints: { title: 'What readers see first' },
      placeholders: { title: 'A short title' },
    });
  });

  it('answers an empty layout for a configuration that has none', () => {
    expect(editLayout(model, undefined)).toEqual({ rows: [], hints: {}, placeholders: {} });
  });
});
