import { AsyncLocalStorage } from 'node:async_hooks';
import { context as traceContext, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { currentRequestId, observeHooks } from '../observability/observe.mjs';
import { siteLocales } from './locale-memo.mjs';

/**
 * The locales memo: a refresh in the background is the process's work, not the request's that
 * happened to start it, so Strapi's log does not count it among that request's calls.
 */
describe('siteLocales', () => {
  const context = new AsyncLocalStorage<{ requestId: string }>();
  const hooks = observeHooks();
  beforeAll(() => Object.assign(hooks, { context }));
  afterAll(() => delete hooks.context);
  beforeEach(() => delete (globalThis as { __porticoLocales?: unknown }).__porticoLocales);

  const english = [{ code: 'en', name: 'English (en)', isDefault: true }];

  it('asks Strapi as the request that waits for the first answer, and refreshes a stale list as no request', async () => {
    const askedBy: (string | undefined)[] = [];
    const load = async () => {
      askedBy.push(currentRequestId());
      return english;
    };
    const start = Date.now();
    expect(await context.run({ requestId: 'first' }, () => siteLocales(load, start))).toEqual(english);
    // Within a minute: the list as known, no call.
    expect(await context.run({ requestId: 'second' }, () => siteLocales(load, start + 1_000))).toEqual(english);
    // Past it: answered at once with the list as known, refreshed behind.
    expect(await context.run({ requestId: 'third' }, () => siteLocales(load, Date.now() + 61_000))).toEqual(english);
    await new Promise((resolve) => setImmediate(resolve));
    expect(askedBy).toEqual(['first', undefined]);
  });

  it('with tracing on, the awaited first load is a span of the request’s trace, the background refresh a trace of its own', async () => {
    traceContext.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    try {
      const tracedBy: (string | undefined)[] = [];
      const load = async () => {
        tracedBy.push(trace.getActiveSpan()?.spanContext().traceId);
        return english;
      };
      // As a request's span is active while Next renders it.
      const asRequest = <R>(traceId: string, work: () => R) =>
        traceContext.with(
          trace.setSpan(traceContext.active(), trace.wrapSpanContext({ traceId, spanId: '1'.repeat(16), traceFlags: TraceFlags.SAMPLED })),
          () => context.run({ requestId: traceId }, work),
        );
      await asRequest('a'.repeat(32), () => siteLocales(load, Date.now()));
      await asRequest('b'.repeat(32), () => siteLocales(load, Date.now() + 61_000));
      await new Promise((resolve) => setImmediate(resolve));
      expect(tracedBy).toEqual(['a'.repeat(32), undefined]);
    } finally {
      traceContext.disable();
    }
  });
});
