import { checkPreviewLink, isValidPreviewPass, previewPass, previewSignature } from './preview-link';
// The cms signs the links this app checks: both sides are tested together so they cannot drift apart.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cms = require('../../cms/src/preview/signed-link.js') as {
  LINK_LIFETIME_SECONDS: number;
  signedPreviewUrl(options: { webUrl: string; path: string; secret: string; nowSeconds?: number }): string;
  appPathOf(
    contentType: { uid: string; kind: string; info: { pluralName: string; singularName: string } } | undefined,
    options: { documentId?: string; locale?: string; defaultLocale?: string; homeSingularName: string },
  ): string | undefined;
};

const secret = 'a-shared-secret';
const now = 1_800_000_000;

/** The query of a link the cms signed, as /api/preview reads it. */
function linkFromCms(path: string, nowSeconds = now) {
  const url = new URL(cms.signedPreviewUrl({ webUrl: 'https://www.example.com/', path, secret, nowSeconds }));
  expect(`${url.origin}${url.pathname}`).toBe('https://www.example.com/api/preview');
  return { path: url.searchParams.get('path'), expires: url.searchParams.get('expires'), signature: url.searchParams.get('signature') };
}

describe('checkPreviewLink', () => {
  it('accepts a link the cms signed, for the page it names, until it expires', () => {
    const link = linkFromCms('/fr/articles/abc123?x=1');
    expect(checkPreviewLink(link, secret, now)).toEqual({ ok: true, path: '/fr/articles/abc123?x=1' });
    expect(checkPreviewLink(link, secret, now + cms.LINK_LIFETIME_SECONDS)).toEqual({ ok: true, path: '/fr/articles/abc123?x=1' });
  });

  it('refuses an expired link with 401 and says to open the preview again', () => {
    const check = checkPreviewLink(linkFromCms('/articles/abc123'), secret, now + cms.LINK_LIFETIME_SECONDS + 1);
    expect(check).toEqual({ ok: false, status: 401, message: expect.stringContaining('expired') });
  });

  it('refuses a link signed with another secret, for another path, or with a changed expiry', () => {
    const link = linkFromCms('/articles/abc123');
    expect(checkPreviewLink(link, 'another-secret', now)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, path: '/articles/other' }, secret, now)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, expires: String(Number(link.expires) + 3600) }, secret, now)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(checkPreviewLink({ ...link, signature: null }, secret, now)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, signature: `${link.signature}x` }, secret, now)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses any target but a path of this site, even when signed', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'articles/abc', '/a\u0000b', '']) {
      const link = { path, expires: String(now + 60), signature: previewSignature(path, now + 60, secret) };
      expect(checkPreviewLink(link, secret, now)).toMatchObject({ ok: false, status: 400 });
    }
  });
});

describe("the cms's preview addresses (appPathOf)", () => {
  const article = { uid: 'api::article.article', kind: 'collectionType', info: { pluralName: 'articles', singularName: 'article' } };
  const home = { uid: 'api::homepage.homepage', kind: 'singleType', info: { pluralName: 'homepages', singularName: 'homepage' } };
  const options = { defaultLocale: 'en', homeSingularName: 'homepage' };

  it("names the app's page of a document, with a prefix for other locales than the default", () => {
    expect(cms.appPathOf(article, { ...options, documentId: 'abc', locale: 'en' })).toBe('/articles/abc');
    expect(cms.appPathOf(article, { ...options, documentId: 'abc', locale: 'fr' })).toBe('/fr/articles/abc');
    expect(cms.appPathOf(home, { ...options, locale: 'en' })).toBe('/');
    expect(cms.appPathOf(home, { ...options, locale: 'fr' })).toBe('/fr');
  });

  it('offers no preview of what the app does not show', () => {
    const settings = { ...home, uid: 'api::settings.settings', info: { pluralName: 'settingss', singularName: 'settings' } };
    expect(cms.appPathOf(settings, options)).toBeUndefined();
    expect(cms.appPathOf({ ...article, uid: 'plugin::users-permissions.user' }, { ...options, documentId: 'abc' })).toBeUndefined();
    expect(cms.appPathOf(undefined, options)).toBeUndefined();
  });
});

describe('the preview pass (a draft-mode cookie alone never expires)', () => {
  const secret = 'pass-secret';
  it('holds until its expiry, signed with the secret', () => {
    const pass = previewPass(secret, 1_000);
    expect(isValidPreviewPass(pass, secret, 999)).toBe(true);
    expect(isValidPreviewPass(pass, secret, 1_000)).toBe(true);
    expect(isValidPreviewPass(pass, secret, 1_001)).toBe(false);
  });

  it('refuses a pass with another expiry, another secret, or none', () => {
    const [, signature] = previewPass(secret, 1_000).split('.');
    expect(isValidPreviewPass(`9999999999.${signature}`, secret, 999)).toBe(false);
    expect(isValidPreviewPass(previewPass('other', 1_000), secret, 999)).toBe(false);
    expect(isValidPreviewPass(undefined, secret, 999)).toBe(false);
    expect(isValidPreviewPass('garbage', secret, 999)).toBe(false);
  });
});
