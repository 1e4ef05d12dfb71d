// @ts-check
/**
 * OpenTelemetry traces, started by instrumentation.ts (Next's hook, when Next prepares) only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: without it this module is never loaded.
 *
 * One tracer provider for the whole process, registered globally through @opentelemetry/api, so
 * that Next's own spans (its request, render and fetch spans), the page server's
 * (server/observability/page-tracing.mjs) and the outgoing HTTP calls share it:
 * - spans are sent in batches over OTLP/HTTP (JSON) to `{OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`
 *   (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_EXPORTER_OTLP_HEADERS for a token);
 * - the W3C trace context (`traceparent`) is read from and written to HTTP headers;
 * - every fetch the process makes (Node's undici: the calls to Strapi, the page server's renders
 *   of its own pages) gets a client span and carries `traceparent`, so Strapi, and Next behind the
 *   page server, continue the same trace;
 * - the service is named by OTEL_SERVICE_NAME (`portico`), sampled by OTEL_TRACES_SAMPLER
 *   (parent-based, always on, unless set).
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { beforeExit } from '../process/lifecycle.mjs';

const STARTED = Symbol.for('portico.tracing');

/** Starts tracing for this process, once. */
export function startTracing() {
  const holder = /** @type {Record<symbol, unknown>} */ (globalThis);
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'portico' }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  // Spans still in the batch are sent before the process leaves (SIGTERM: server/process/lifecycle.mjs).
  beforeExit(() => provider.forceFlush());
}
