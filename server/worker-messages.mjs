// @ts-check
/** The messages between the cluster's primary (server/cluster.mjs) and its workers. */

/** `{ type, tags }`: a worker expired these tags; the primary passes it to every other worker. */
export const EXPIRE_MESSAGE = 'portico:expire-pages';
/** `{ type, id, purpose, operation, args }`: a worker's call to a session store the primary holds. */
export const STORE_MESSAGE = 'portico:store';
/** `{ type, id, value }` or `{ type, id, error }`: the primary's answer to it. */
export const STORE_REPLY = 'portico:store-reply';
