// @ts-check
/**
 * The request's span stays active while Next handles it, so Next's spans (and Strapi calls) join its trace.
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{
 *   request<T>(request: Request, response: Response, serve: (span: { outcome(name: string, attributes?: Record<string, string>): void }) => Promise<T> | T): Promise<T> | T,
 *   render<T>(path: string, audience: string, run: () => Promise<T>): Promise<T>,
 * }} PageTracer
 */
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** @param {{ trustIncomingTrace: boolean }} options only behind a trusted proxy @returns {PageTracer} */
export function pageServerTracer({ trustIncomingTrace }) {
  const tracer = trace.getTracer('portico-page-server');
  return {
    request(request, response, serve) {
      const parent = trustIncomingTrace ? propagation.extract(context.active(), request.headers) : context.active();
      const path = (request.url ?? '/').split('?')[0];
      const span = tracer.startSpan(
        'page-server pass',
        {
          kind: SpanKind.SERVER,
          attributes: { 'http.request.method': request.method ?? 'GET', 'url.path': path, 'portico.page_server.outcome': 'pass' },
        },
        parent,
      );
      response.once('close', () => {
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
      const handle = {
        /** @param {string} name @param {Record<string, string>} [attributes] */
        outcome(name, attributes = {}) {
          span.updateName(`page-server ${name}`);
          span.setAttributes({ 'portico.page_server.outcome': name, ...attributes });
        },
      };
      return context.with(trace.setSpan(parent, span), () => serve(handle));
    },
    render(path, audience, run) {
      return tracer.startActiveSpan(
        'page-server render',
        { attributes: { 'url.path': path.split('?')[0], 'portico.audience': audience } },
        async (span) => {
          try {
            return await run();
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: String(/** @type {Error} */ (error)?.message ?? error) });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
  };
}
