/** `change` each time `watch` reports one, and a keep-alive comment so proxies hold the connection open. */
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
      send('retry: 3000\n\n');
    },
    cancel() {
      stop();
    },
  });
}
