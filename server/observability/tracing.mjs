// @ts-check
// Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set. One provider, registered globally, so Next's spans, the page
// server's and outgoing fetches (which carry `traceparent`) share a trace.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { beforeExit } from '../process/lifecycle.mjs';
import { processGlobal, setProcessGlobal } from '../shared/process-globals.mjs';
import { serviceName } from '../shared/settings.mjs';

export function startTracing() {
  if (processGlobal('tracing')) return;
  setProcessGlobal('tracing', true);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  beforeExit(() => provider.forceFlush());
}
