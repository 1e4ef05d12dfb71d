// @ts-check
/** `{ type, tags }`, passed on by the primary to every other worker. */
export const EXPIRE_MESSAGE = 'portico:expire-pages';
/** `{ type, id, purpose, operation, args }` */
export const STORE_MESSAGE = 'portico:store';
/** `{ type, id, value }` or `{ type, id, error }` */
export const STORE_REPLY = 'portico:store-reply';
/** `{ type, id }` */
export const METRICS_MESSAGE = 'portico:metrics';
/** `{ type, id, text }` or `{ type, id, error }`: the sum over every worker. */
export const METRICS_REPLY = 'portico:metrics-reply';
