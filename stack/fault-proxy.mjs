/**
 * A TCP proxy between the app and Strapi, for fault tests:
 *   pass   forward everything (the default);
 *   slow   hold every request for `delayMs` before passing it on (a slow or hung backend);
 *   error  answer every request with Strapi's 500 error body (Strapi failing).
 * The mode is read for every chunk a connection sends, so pooled keep-alive sockets cannot dodge
 * it, and a mode change never drops a connection: dropping one the app is about to reuse would
 * fail that request, a fault of the proxy's making rather than the one under test.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const ERROR_BODY = JSON.stringify({
  data: null,
  error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
});
const ERROR_RESPONSE = `HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json; charset=utf-8\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(ERROR_BODY)}\r\n\r\n${ERROR_BODY}`;

export function startFaultProxy({ port, targetPort, host = '127.0.0.1' }) {
  let mode = 'pass';
  let delayMs = 0;
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    /** @type {net.Socket | undefined} Opened on the first chunk that goes through. */
    let upstream;
    const toStrapi = () => {
      if (!upstream) {
        upstream = net.connect(targetPort, host);
        track(upstream);
        upstream.on('close', () => client.destroy());
        upstream.pipe(client);
      }
      return upstream;
    };
    client.on('close', () => upstream?.destroy());
    // Chunks go on in the order they came, each no earlier than its own arrival plus the delay.
    let forwarded = Promise.resolve();
    client.on('data', (chunk) => {
      if (mode === 'error') return void client.write(ERROR_RESPONSE);
      const due = Date.now() + (mode === 'slow' ? delayMs : 0);
      forwarded = forwarded
        .then(() => sleep(Math.max(0, due - Date.now())))
        .then(() => {
          if (!client.destroyed) toStrapi().write(chunk);
        });
    });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        setMode(next, nextDelayMs = 0) {
          mode = next;
          delayMs = nextDelayMs;
        },
        get mode() {
          return mode;
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
