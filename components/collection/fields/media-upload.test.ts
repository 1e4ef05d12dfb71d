import { accepts, isImageFile, nameParts, typeLabel } from './media-upload';

describe('what a media field shows of a file', () => {
  it('takes what its accept names: a type family, a type, an extension; an empty accept takes anything', () => {
    const jpeg = { name: 'Lagoon.JPG', type: 'image/jpeg' };
    expect(accepts('image/*', jpeg)).toBe(true);
    expect(accepts('video/*,audio/*', jpeg)).toBe(false);
    expect(accepts('image/png', jpeg)).toBe(false);
    expect(accepts('.jpg', jpeg)).toBe(true);
    expect(accepts(undefined, { name: 'notes.pdf', type: 'application/pdf' })).toBe(true);
  });

  it('knows an image by its type, else by its name, and labels the rest by their extension', () => {
    expect(isImageFile({ name: 'x.bin', mime: 'image/webp' })).toBe(true);
    expect(isImageFile({ name: 'photo.avif' })).toBe(true);
    expect(isImageFile({ name: 'talk.mp4', mime: 'video/mp4' })).toBe(false);
    expect(typeLabel({ name: 'report.pdf', mime: 'application/pdf' })).toBe('PDF');
    expect(typeLabel({ name: 'noextension', mime: 'audio/mpeg' })).toBe('MPEG');
  });

  it('cuts a long name in its middle: the start may be cut, the end and extension stay', () => {
    expect(nameParts('short.jpg')).toEqual(['short.jpg', '']);
    const [start, end] = nameParts('a-long-name-for-a-lagoon-at-dawn.jpg');
    expect(start + end).toBe('a-long-name-for-a-lagoon-at-dawn.jpg');
    expect(end).toBe('t-dawn.jpg');
  });
});
