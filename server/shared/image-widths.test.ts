import { savingDataImageUrl } from './image-widths.mjs';

describe('an image for a visitor saving data', () => {
  it('is asked for at the widest allowed width at most half as wide', () => {
    const at = (width: number) => savingDataImageUrl(`/_next/image?url=%2Fuploads%2Fa.jpg&w=${width}&q=75`);
    expect(at(1920)).toBe('/_next/image?url=%2Fuploads%2Fa.jpg&w=960&q=75');
    expect(at(828)).toBe('/_next/image?url=%2Fuploads%2Fa.jpg&w=320&q=75');
    expect(at(640)).toBe('/_next/image?url=%2Fuploads%2Fa.jpg&w=320&q=75');
    expect(at(320)).toBe('/_next/image?url=%2Fuploads%2Fa.jpg&w=160&q=75');
    // The smallest stays the smallest.
    expect(at(160)).toBe('/_next/image?url=%2Fuploads%2Fa.jpg&w=160&q=75');
  });

  it('leaves anything else as it is: other paths, widths Next would refuse', () => {
    expect(savingDataImageUrl('/articles?w=1920')).toBe('/articles?w=1920');
    expect(savingDataImageUrl('/_next/image?url=%2Fa.jpg&w=1000&q=75')).toBe('/_next/image?url=%2Fa.jpg&w=1000&q=75');
    expect(savingDataImageUrl('/_next/image')).toBe('/_next/image');
  });
});
