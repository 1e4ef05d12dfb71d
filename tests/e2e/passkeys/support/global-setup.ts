import { startE2eStack } from '../../support/stack-setup';

/**
 * Passkeys' own stack: the embedded cms and the main suite's build of the app, at http://localhost:port. Browsers
 * refuse passkeys on an IP address (WebAuthn's relying party is a domain), and the main suite's addresses are on
 * 127.0.0.1, whose provider sign-in, cookie and cross-site checks are written for that name.
 */
export default function globalSetup() {
  return startE2eStack({ hostName: 'localhost', logName: 'passkeys' });
}
