import { AsyncLocalStorage } from 'node:async_hooks';
import { notFound, redirect } from 'next/navigation';
import { isValidElement, type ReactNode } from 'react';
import { observeHooks, type RequestContext } from '@/server/observability/observe.mjs';
import { answeredOnServer, notFoundAnswer } from './answered-on-server';
import { NotFoundView } from './not-found-view';
import { PageErrorView } from './page-error-view';

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}` }));

const elementOf = (node: ReactNode) => (isValidElement(node) ? { type: node.type, props: node.props } : null);

describe('answeredOnServer', () => {
  const context = new AsyncLocalStorage<RequestContext>();
  const hooks = observeHooks();
  beforeAll(() => Object.assign(hooks, { context }));
  afterAll(() => delete hooks.context);

  /** Renders `page` as one request, and says what it came to and what the request answers. */
  const answer = async (page: (props: object) => Promise<ReactNode>) => {
    const request: RequestContext = { requestId: 'r' };
    const rendered = await context.run(request, () => page({}));
    return { rendered, status: request.status };
  };

  it('a page that found nothing: the not-found view, and the request answers 404', async () => {
    const { rendered, status } = await answer(answeredOnServer(async () => notFound()));
    expect(elementOf(rendered)?.type).toBe(NotFoundView);
    expect(status).toBe(404);
  });

  it('a page whose read failed: the error view with its words, logged, and the request answers 500', async () => {
    const failure = new Error('Strapi answered 500');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const list = await answer(answeredOnServer(async () => Promise.reject(failure), { failure: 'list' }));
      expect(elementOf(list.rendered)).toEqual({ type: PageErrorView, props: { kind: 'list' } });
      expect(list.status).toBe(500);
      expect(logged).toHaveBeenCalledWith(failure);
      const page = await answer(answeredOnServer(async () => Promise.reject(failure)));
      expect(elementOf(page.rendered)).toEqual({ type: PageErrorView, props: { kind: 'page' } });
      // A token Strapi refused: the layout signs the visitor out (its redirect is the answer); not logged.
      logged.mockClear();
      const refused = await answer(
        answeredOnServer(async () =>
          Promise.reject({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } }),
        ),
      );
      expect(refused.status).toBe(500);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('the page, and Next’s redirect, go on as they were; the status is left alone', async () => {
    expect(await answer(answeredOnServer(async () => 'the page'))).toEqual({ rendered: 'the page', status: undefined });
    const request: RequestContext = { requestId: 'r' };
    // What redirect() throws reaches Next as it was (its digest names the address).
    await expect(context.run(request, () => answeredOnServer(async () => redirect('/login'))({}))).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
    expect(request.status).toBeUndefined();
  });

  it('a component below the page that found nothing: the not-found view, and the request answers 404', async () => {
    const { rendered, status } = await answer(async () => notFoundAnswer());
    expect(elementOf(rendered)?.type).toBe(NotFoundView);
    expect(status).toBe(404);
  });
});
