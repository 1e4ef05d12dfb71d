import { notFound, redirect } from 'next/navigation';
import { isNotFound, metadataAnsweredOnServer } from './page-answers';

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}` }));

/** What each call throws, caught. */
const thrown = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('isNotFound', () => {
  // Next's own throw is recognised through its internal module: an upgrade that changes it fails here.
  it('knows what Next’s notFound() throws, and nothing else: a redirect, an error', () => {
    expect(isNotFound(thrown(() => notFound()))).toBe(true);
    expect(isNotFound(thrown(() => redirect('/login')))).toBe(false);
    expect(isNotFound(new Error('Strapi answered 500'))).toBe(false);
  });
});

describe('metadataAnsweredOnServer', () => {
  it('found nothing: the not-found title; failed: the error title; both never indexed; otherwise the page’s own', async () => {
    expect(await metadataAnsweredOnServer(async () => notFound())({})).toEqual({
      title: 'NotFound.title',
      robots: { index: false, follow: false },
    });
    expect(await metadataAnsweredOnServer(async () => Promise.reject(new Error('Strapi answered 500')))({})).toEqual({
      title: 'Errors.title',
      robots: { index: false, follow: false },
    });
    expect(await metadataAnsweredOnServer(async () => ({ title: 'Articles' }))({})).toEqual({ title: 'Articles' });
    await expect(metadataAnsweredOnServer(async () => redirect('/login'))({})).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
  });
});
