/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { typeAllowed, fieldTakes, servedInline, nameFor, typeList, IMAGE_TYPES } = require('./file-kinds');
const { bearerOf } = require('./request-size');
const { underUploads, streamsFrom } = require('./served-files');
const { normalizedPath } = require('./paths');
const { fileRefs } = require('./media-fields');
const config = require('../config');

describe('what a member may upload', () => {
  it('takes the listed types, exactly or by group', () => {
    expect(typeAllowed('image/png', IMAGE_TYPES)).toBe(true);
    expect(typeAllowed('application/pdf', IMAGE_TYPES)).toBe(false);
    expect(typeAllowed('video/mp4', ['video/*'])).toBe(true);
    expect(typeAllowed('audio/mpeg', ['video/*'])).toBe(false);
  });

  it('never takes a type that can run script, whatever the operator listed', () => {
    const everything = [
      '*/*',
      'image/*',
      'text/*',
      'application/*',
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/javascript',
    ];
    for (const mime of [
      'text/html',
      'application/xhtml+xml',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'application/rss+xml',
      'text/javascript',
      'application/javascript',
      'application/x-javascript',
      'application/ecmascript',
    ]) {
      expect(typeAllowed(mime, everything)).toBe(false);
    }
    expect(typeAllowed(undefined, everything)).toBe(false);
  });

  it('names the allowed types in plain words', () => {
    expect(typeList(IMAGE_TYPES)).toBe('JPEG, PNG, WebP, AVIF or GIF');
    expect(typeList(['application/pdf'])).toBe('PDF');
  });

  it('holds a media field to its allowedTypes (none set: any)', () => {
    expect(fieldTakes(['images'], 'image/webp')).toBe(true);
    expect(fieldTakes(['images'], 'application/pdf')).toBe(false);
    expect(fieldTakes(['images', 'files'], 'application/pdf')).toBe(true);
    expect(fieldTakes(['videos'], 'video/mp4')).toBe(true);
    expect(fieldTakes(['images'], 'image/svg+xml')).toBe(false);
    expect(fieldTakes(undefined, 'application/pdf')).toBe(true);
  });

  it('stores a file under the extension of what it is', () => {
    expect(nameFor('holiday.html', 'jpg')).toBe('holiday.jpg');
    expect(nameFor('archive.tar.gz', 'png')).toBe('archive.tar.png');
    expect(nameFor('no-extension', 'webp')).toBe('no-extension.webp');
    expect(nameFor('', 'gif')).toBe('upload.gif');
    expect(nameFor('.htaccess', 'png')).toBe('upload.png');
  });

  it('defaults to images, 10 MB a file, 200 MB a member, 50 megapixels', () => {
    const saved = { ...process.env };
    for (const name of ['MEMBER_UPLOAD_TYPES', 'MEMBER_UPLOAD_MAX_MB', 'MEMBER_UPLOAD_QUOTA_MB', 'MEMBER_UPLOAD_MAX_MEGAPIXELS'])
      delete process.env[name];
    process.env.MEMBER_UPLOAD_MAX_MB = ' ';
    try {
      // No type list: images, kept out of the default so a list from the app's config is not merged into it.
      expect(config.default().memberUploads).toEqual({ types: null, maxFileMb: 10, quotaMb: 200, maxMegapixels: 50 });
      process.env.MEMBER_UPLOAD_TYPES = 'image/png, Application/PDF';
      process.env.MEMBER_UPLOAD_MAX_MB = '5';
      const settings = config.default();
      expect(settings.memberUploads).toMatchObject({ types: ['image/png', 'application/pdf'], maxFileMb: 5 });
      expect(() => config.validator(settings)).not.toThrow();
      process.env.MEMBER_UPLOAD_MAX_MB = 'lots';
      expect(() => config.validator(config.default())).toThrow(/maxFileMb must be a positive number/);
    } finally {
      process.env = saved;
    }
  });
});

describe('how /uploads is served', () => {
  it('shows raster images, video and audio in the browser; everything else is an attachment', () => {
    for (const type of ['image/jpeg', 'image/png; charset=binary', 'video/mp4', 'audio/ogg']) expect(servedInline(type)).toBe(true);
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'application/pdf',
      'text/plain',
      'application/json',
      '',
      undefined,
    ]) {
      expect(servedInline(type)).toBe(false);
    }
  });

  it('recognises the upload folder however the path is spelled', () => {
    for (const path of [
      '/uploads/a.html',
      '/UPLOADS/a.html',
      '//uploads/a.html',
      '/Uploads//a.svg',
      '/uploads%2Fa.html',
      '/%75ploads/a.html',
    ])
      expect(underUploads(path)).toBe(true);
    for (const path of ['/api/upload', '/uploadsx/a', '/admin']) expect(underUploads(path)).toBe(false);
  });
});

describe('request paths and tokens', () => {
  it('reads a path as the router and the static servers may: decoded, slashes collapsed, any case', () => {
    for (const path of ['/api/upload', '/API/Upload', '/api/upload/', '//api//upload', '/api/%75pload', '/api%2Fupload'])
      expect(normalizedPath(path)).toBe('/api/upload');
    for (const path of ['/api/upload/files/1', '/api/uploads', '/upload']) expect(normalizedPath(path)).not.toBe('/api/upload');
    expect(normalizedPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });

  it('takes the bearer value of an Authorization header', () => {
    expect(bearerOf('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerOf('bearer   xyz')).toBe('xyz');
    expect(bearerOf('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });

  it('knows a file streamed from the uploads folder, whatever route sent it', () => {
    const stream = (path: string) => ({ path, pipe: () => undefined });
    expect(streamsFrom(stream('/srv/public/uploads/page.html'), '/srv/public/uploads')).toBe(true);
    expect(streamsFrom(stream('/srv/public/uploads/../robots.txt'), '/srv/public/uploads')).toBe(false);
    expect(streamsFrom(stream('/srv/public/uploads-old/page.html'), '/srv/public/uploads')).toBe(false);
    expect(streamsFrom({ data: null }, '/srv/public/uploads')).toBe(false);
  });
});

describe('the files a media value names', () => {
  it('reads ids, documentIds and the relation forms', () => {
    expect(fileRefs(5)).toEqual({ ids: [5], documentIds: [], unreadable: false });
    expect(fileRefs(['7', { id: 8 }, 'abc123def'])).toEqual({ ids: [7, 8], documentIds: ['abc123def'], unreadable: false });
    expect(fileRefs({ connect: [{ documentId: 'doc1' }, 9], disconnect: [3] })).toEqual({
      ids: [9],
      documentIds: ['doc1'],
      unreadable: false,
    });
    expect(fileRefs({ set: [{ id: 4 }] })).toEqual({ ids: [4], documentIds: [], unreadable: false });
  });

  it('calls anything else unreadable, so it is refused rather than let through', () => {
    expect(fileRefs({ url: '/uploads/x.png' }).unreadable).toBe(true);
    expect(fileRefs([{ name: 'x' }]).unreadable).toBe(true);
  });
});

// A module of its own: its names are not shared with the other test files.
export {};
