/**
 * An event stream (text/event-stream) that sends `change` each time `watch` reports one, and a
 * comment every KEEP_ALIVE_MS so proxies keep the connection open; it stops watching when the
 * browser goes away. Pure apart from the timer, so it is unit-tested.
 */
export const KEEP_ALIVE_MS = 25_000;

type Watch = (listener: () => void) => () => void;

export function changeStream(watch: Watch, closed: AbortSignal, keepAliveMs = KEEP_ALIVE_MS): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const unwatch = watch(() => send('event: change\ndata: {}\n\n'));
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), keepAliveMs);
      stop = () => {
        unwatch();
        clearInterval(keepAlive);
      };
      closed.addEventListener('abort', () => {
        stop();
        controller.close();
      });
      // Opens the stream at once, and asks the browser to come back quickly after a restart.
      send('retry: 3000\n\n');
    },
    cancel() {
      stop();
    },
  });
}
