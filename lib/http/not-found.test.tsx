import { AsyncLocalStorage } from 'node:async_hooks';
import { notFound, redirect } from 'next/navigation';
import { isValidElement } from 'react';
import { NotFoundView } from '@/components/layout/not-found-view';
import { observeHooks, type RequestContext } from '@/server/observe.mjs';
import { answeringNotFound, isNotFound, metadataAnsweringNotFound } from './not-found';

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => `NotFound.${key}` }));

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

describe('answeringNotFound', () => {
  const context = new AsyncLocalStorage<RequestContext>();
  const hooks = observeHooks();
  beforeAll(() => Object.assign(hooks, { context }));
  afterAll(() => delete hooks.context);

  it('a page that found nothing: the not-found view, and the request answers 404', async () => {
    const request: RequestContext = { requestId: 'r' };
    const page = answeringNotFound(async (_props: { id: string }) => notFound());
    const rendered = await context.run(request, () => page({ id: 'missing' }));
    expect(isValidElement(rendered) && rendered.type).toBe(NotFoundView);
    expect(request.status).toBe(404);
  });

  it('anything else goes on as it was: the page, a redirect, an error; and the status is left alone', async () => {
    const request: RequestContext = { requestId: 'r' };
    await context.run(request, async () => {
      expect(await answeringNotFound(async () => 'the page')({})).toBe('the page');
      // What redirect() throws reaches Next as it was (its digest names the address).
      await expect(answeringNotFound(async () => redirect('/login'))({})).rejects.toMatchObject({
        digest: expect.stringContaining('/login'),
      });
      await expect(answeringNotFound(async () => Promise.reject(new Error('Strapi answered 500')))({})).rejects.toThrow(
        'Strapi answered 500',
      );
    });
    expect(request.status).toBeUndefined();
  });

  it('the metadata of a page that found nothing: the not-found title, never indexed', async () => {
    const metadata = metadataAnsweringNotFound(async () => notFound());
    expect(await metadata({})).toEqual({ title: 'NotFound.title', robots: { index: false, follow: false } });
    expect(await metadataAnsweringNotFound(async () => ({ title: 'Articles' }))({})).toEqual({ title: 'Articles' });
  });
});
