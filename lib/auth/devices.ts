/** "Sign out everywhere", as the session to end: no session id looks like it. */
export const EVERYWHERE = '*';
