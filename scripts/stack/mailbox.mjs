/**
 * The mailbox: maildev, a real SMTP catcher with a web inbox, for `npm start` and the tests alike.
 * Strapi sends to its SMTP port; people read mail in the inbox, tests through its REST API
 * (GET {url}/email: every message in arrival order; tests/support/backend.ts reads it).
 */
import path from 'node:path';
import { startProcess } from './processes.mjs';

/** Starts maildev on 127.0.0.1. `mailDirectory` keeps the messages (a throwaway folder in tests). */
export function startMailbox({ smtpPort, webPort, mailDirectory, logFile }) {
  const args = [
    'node_modules/maildev/bin/maildev',
    '--smtp',
    String(smtpPort),
    '--web',
    String(webPort),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--silent',
  ];
  if (mailDirectory) args.push('--mail-directory', path.resolve(mailDirectory));
  return startProcess('mailbox', 'node', args, { logFile });
}
