/**
 * A real SMTP catcher for development and tests: Strapi sends to it over SMTP, and tests read
 * what arrived through a small JSON API.
 *   MAILBOX_SMTP_PORT (default 1025), MAILBOX_HTTP_PORT (default 1081)
 *   GET /messages            every message, newest last: {id, from, to, subject, text, html, date}
 *   DELETE /messages         forget them all
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT || 1025);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT || 1081);
const messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          id: nextId++,
          from: parsed.from?.text ?? '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          date: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

const api = http.createServer((request, response) => {
  if (request.url?.startsWith('/messages')) {
    if (request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  api.listen(httpPort, '127.0.0.1', () => console.log(`mailbox: SMTP 127.0.0.1:${smtpPort}, API http://127.0.0.1:${httpPort}/messages`));
});

const stop = () => smtp.close(() => api.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
