/**
 * The limit of serving a stored page: a bare Node http server that answers each path with bytes
 * compressed once, as they are (`node bench/lib/bare-server.mjs <port> <file.json>`: a JSON map of
 * path to { encoding, base64 }). It reads nothing, decides nothing, personalises nothing; run in a
 * process of its own, as Portico is, so the load generator does not share its event loop.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, { encoding, base64 }]) => [
    path,
    { body: Buffer.from(base64, 'base64'), encoding },
  ]),
);
const server = http.createServer((request, response) => {
  const page = pages.get(request.url);
  if (!page) return response.writeHead(404).end();
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(page.body.length),
    ...(page.encoding === 'identity' ? {} : { 'Content-Encoding': page.encoding }),
    Vary: 'Accept-Encoding',
  });
  response.end(page.body);
});
server.keepAliveTimeout = 75_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`bare server on ${port}`));
process.on('SIGTERM', () => process.exit(0));
