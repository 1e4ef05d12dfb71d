import { resolveMediaUrl } from './client';

describe('resolveMediaUrl', () => {
  it('makes local-provider paths absolute against the host and keeps absolute URLs', () => {
    expect(resolveMediaUrl('http://cms.local:1337/', '/uploads/a.jpg')).toBe('http://cms.local:1337/uploads/a.jpg');
    expect(resolveMediaUrl('http://cms.local:1337', 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('http://cms.local:1337', '//evil.example/a.jpg')).toBe('//evil.example/a.jpg');
  });
});
