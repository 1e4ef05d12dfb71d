/* eslint-disable @typescript-eslint/no-require-imports */
// The plugin is CommonJS, as a Strapi app's src/ is.
const { typeAllowed, fieldTakes, servedInline, nameFor, typeList, IMAGE_TYPES } = require('./uploads/file-kinds');
const { isMemberCaller, samePath } = require('./uploads/request-size');
const { underUploads } = require('./uploads/served-files');
const config = require('./config');

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
      expect(config.default().memberUploads).toEqual({ types: IMAGE_TYPES, maxFileMb: 10, quotaMb: 200, maxMegapixels: 50 });
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
    for (const path of ['/uploads/a.html', '/UPLOADS/a.html', '//uploads/a.html', '/Uploads//a.svg']) expect(underUploads(path)).toBe(true);
    for (const path of ['/api/upload', '/uploadsx/a', '/admin']) expect(underUploads(path)).toBe(false);
  });
});

describe('whose upload request is held to the member limit before it is read', () => {
  it('a users-permissions JWT, or no token: yes; an admin-made API token (not a JWT): no', () => {
    expect(isMemberCaller('Bearer aaa.bbb.ccc')).toBe(true);
    expect(isMemberCaller('')).toBe(true);
    expect(isMemberCaller('Basic dXNlcjpwYXNz')).toBe(true);
    expect(isMemberCaller(`Bearer ${'f'.repeat(256)}`)).toBe(false);
  });

  it('whatever the case, doubled or trailing slashes of the upload path', () => {
    for (const path of ['/api/upload', '/API/Upload', '/api/upload/', '//api//upload']) expect(samePath(path, '/api/upload')).toBe(true);
    for (const path of ['/api/upload/files/1', '/api/uploads', '/upload']) expect(samePath(path, '/api/upload')).toBe(false);
  });
});
