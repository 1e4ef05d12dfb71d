/** Without OTEL_EXPORTER_OTLP_ENDPOINT nothing of OpenTelemetry's SDK is loaded. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { tracesEndpoint } = await import('./server/shared/settings.mjs');
  if (!tracesEndpoint) return;
  const { startTracing } = await import('./server/observability/tracing.mjs');
  startTracing();
}
