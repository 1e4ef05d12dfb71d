/**
 * Next's instrumentation hook (run once per server process as Next prepares). Traces are on only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise nothing of OpenTelemetry's SDK is loaded.
 * See docs/operations.md#traces.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { tracesEndpoint } = await import('./server/shared/settings.mjs');
  if (!tracesEndpoint) return;
  const { startTracing } = await import('./server/observability/tracing.mjs');
  startTracing();
}
