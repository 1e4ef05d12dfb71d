/** What "Sign out everywhere" sends, in the devices form, as the session to end: no session id looks like it. */
export const EVERYWHERE = '*';
