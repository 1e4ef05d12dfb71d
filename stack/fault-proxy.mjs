/**
 * A TCP proxy between the app and Strapi, for fault tests:
 *   pass   forward everything (the default);
 *   slow   hold every new connection for `delayMs` before connecting (a slow or hung backend);
 *   error  answer every request with Strapi's 500 error body (Strapi failing).
 * Changing the mode drops open connections, so pooled keep-alive sockets cannot dodge it.
 */
import net from 'node:net';

const ERROR_BODY = JSON.stringify({
  data: null,
  error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
});
const ERROR_RESPONSE = `HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(ERROR_BODY)}\r\n\r\n${ERROR_BODY}`;

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
    const forward = (firstChunk) => {
      const upstream = net.connect(targetPort, host);
      track(upstream);
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
      if (firstChunk) upstream.write(firstChunk);
      client.pipe(upstream);
      upstream.pipe(client);
    };
    if (mode === 'slow') {
      const timer = setTimeout(() => forward(), delayMs);
      client.on('close', () => clearTimeout(timer));
    } else if (mode === 'error') {
      // Every request: keep-alive means a connection opened for one path carries the next ones too.
      client.on('data', () => client.write(ERROR_RESPONSE.replace('Connection: close', 'Connection: keep-alive')));
    } else {
      forward();
    }
  });

  return new Promise((resolve) => {
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        setMode(next, nextDelayMs = 0) {
          mode = next;
          delayMs = nextDelayMs;
          for (const socket of sockets) socket.destroy();
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
