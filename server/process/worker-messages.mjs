// @ts-check
/** The messages between the cluster's primary (server/pages/cluster.mjs) and its workers. */

/** `{ type, tags }`: a worker expired these tags; the primary passes it to every other worker. */
export const EXPIRE_MESSAGE = 'portico:expire-pages';
/** `{ type, id, purpose, operation, args }`: a worker's call to a session store the primary holds. */
export const STORE_MESSAGE = 'portico:store';
/** `{ type, id, value }` or `{ type, id, error }`: the primary's answer to it. */
export const STORE_REPLY = 'portico:store-reply';
/** `{ type, id }`: a worker was asked for /metrics; the primary gathers every worker's (server/observability/metrics.mjs). */
export const METRICS_MESSAGE = 'portico:metrics';
/** `{ type, id, text }` or `{ type, id, error }`: the primary's answer: the sum over every worker. */
export const METRICS_REPLY = 'portico:metrics-reply';
