'use strict';

/**
 * A database that ends its connections (a restart or a failover: `pg_ctl stop -m fast` sends each
 * session FATAL 57P01) fails every query in flight. Strapi answers those requests with an error,
 * which is right. But a query that Strapi's own code started and never waited for (two queries
 * run at once in one transaction, the first of which failed: pg warns "client.query() when the
 * client is already executing a query") then rejects with no handler, and Node ends the process
 * for it. In the restart check Strapi was gone after 3 of 14 restarts, and nothing brought it back.
 *
 * Such a rejection, caused by a lost connection, is logged and Strapi goes on. Any other unhandled
 * rejection still ends the process, as Node's default does.
 */

/** PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now, and socket failures. */
const LOST_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

function isLostConnection(reason) {
  if (!reason || typeof reason !== 'object') return false;
  const code = typeof reason.code === 'string' ? reason.code : '';
  // SQLSTATE class 08 is "connection exception".
  if (LOST_CONNECTION_CODES.has(code) || /^08/.test(code)) return true;
  return /Connection terminated|Connection ended unexpectedly/.test(String(reason.message ?? ''));
}

function surviveLostConnections(strapi) {
  process.on('unhandledRejection', (reason) => {
    if (!isLostConnection(reason)) throw reason;
    strapi.log.warn(`A query nothing waited for failed when the database ended its connection: ${reason.message}`);
  });
}

module.exports = { isLostConnection, surviveLostConnections };
