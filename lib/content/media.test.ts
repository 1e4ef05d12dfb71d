import { mediaSlide, placeholderOf, placeholderProps } from './media';

const media = (placeholder: unknown) => ({
  id: 1,
  name: 'photo.jpg',
  url: '/uploads/photo.jpg',
  provider_metadata: { portico: { placeholder } },
});

describe('an image’s placeholder, as Strapi keeps it', () => {
  it('is taken when it is what portico-guard makes, and stands in the image’s place until it loads', () => {
    const placeholder = 'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAAA=';
    expect(placeholderOf(media(placeholder))).toBe(placeholder);
    expect(placeholderProps(mediaSlide(media(placeholder))!)).toEqual({ placeholder });
  });

  it('is left out when it is anything else, so nothing untrusted reaches a style', () => {
    for (const bad of [
      'data:image/webp;base64,AAAA")background:url(https://evil.example/x',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      42,
      null,
    ]) {
      expect(placeholderOf(media(bad))).toBeUndefined();
    }
    expect(placeholderOf({ id: 1, name: 'a', url: '/uploads/a.jpg' })).toBeUndefined();
    expect(placeholderProps(mediaSlide({ id: 1, name: 'a', url: '/uploads/a.jpg' })!)).toEqual({});
  });
});
