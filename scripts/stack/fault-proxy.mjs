/**
 * A TCP proxy between the app and Strapi, for fault tests:
 *   pass   forward everything (the default);
 *   slow   hold every request for `delayMs` before passing it on (a slow or hung backend);
 *   error  answer every request with Strapi's 500 error body (Strapi failing). With
 *          `healthPasses`, Strapi's /_health still answers: Strapi is up but fails the content
 *          reads and writes (what the app's error boundary is for, as opposed to its outage page).
 * The mode is read for every request a connection sends, so pooled keep-alive sockets cannot
 * dodge it, and a mode change never drops a connection: dropping one the app is about to reuse
 * would fail that request, a fault of the proxy's making rather than the one under test.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const ERROR_BODY = JSON.stringify({
  data: null,
  error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
});
/** The start of an HTTP/1.1 request: its method and path. */
const REQUEST_LINE = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/;

const ERROR_RESPONSE = `HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json; charset=utf-8\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(ERROR_BODY)}\r\n\r\n${ERROR_BODY}`;

export function startFaultProxy({ port, targetPort, host = '127.0.0.1' }) {
  let mode = 'pass';
  let delayMs = 0;
  let healthPasses = false;
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
    // Whether the request under way is failed: decided on its first chunk, kept for the rest of
    // its body (answered once, however many chunks it takes).
    let failing = false;
    client.on('data', (chunk) => {
      const requestLine = REQUEST_LINE.exec(chunk.toString('latin1', 0, Math.min(chunk.length, 2048)));
      if (requestLine) {
        failing = mode === 'error' && !(healthPasses && requestLine[1].startsWith('/_health'));
        if (failing) return void client.write(ERROR_RESPONSE);
      }
      if (failing) return;
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
        /** @param {'pass' | 'slow' | 'error'} next @param {number} [nextDelayMs] @param {{ healthPasses?: boolean }} [options] */
        setMode(next, nextDelayMs = 0, options = {}) {
          mode = next;
          delayMs = nextDelayMs;
          healthPasses = Boolean(options.healthPasses);
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
