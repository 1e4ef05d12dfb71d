/* eslint-disable @typescript-eslint/no-require-imports */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { noisePng } from '../../../tests/support/images';

const { placeholderOf, storedPath } = require('./placeholders');

describe('an image’s placeholder', () => {
  it('is a small WebP data: URL made from the image’s own bytes', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'placeholder-')), 'photo.png');
    fs.writeFileSync(file, noisePng(640, 360));
    const placeholder: string = await placeholderOf(file);
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/);
    expect(placeholder.length).toBeLessThan(1000);
    const bytes = Buffer.from(placeholder.split(',')[1]!, 'base64');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('is not made from something that is not an image', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'placeholder-')), 'notes.txt');
    fs.writeFileSync(file, 'not an image');
    expect(await placeholderOf(file)).toBeNull();
  });

  it('is read only from files in the uploads folder of Strapi’s own disk', () => {
    const strapi = { dirs: { static: { public: '/srv/app/public' } } };
    expect(storedPath(strapi, { provider: 'local', url: '/uploads/photo_1a2b.jpg' })).toBe('/srv/app/public/uploads/photo_1a2b.jpg');
    expect(storedPath(strapi, { provider: 'local', url: '/uploads/../../etc/passwd' })).toBeNull();
    expect(storedPath(strapi, { provider: 'local', url: '/uploads/%2e%2e/%2e%2e/etc/passwd' })).toBeNull();
    expect(storedPath(strapi, { provider: 'aws-s3', url: 'https://bucket.example/photo.jpg' })).toBeNull();
  });
});
