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
