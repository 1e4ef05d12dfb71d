'use strict';

// A database that ends its connections (a restart, a failover) fails every query in flight. One that Strapi started
// and never waited for then rejects with no handler, and Node ends the process for it (3 of 14 restarts in the
// restart test). Such a rejection is logged and Strapi goes on; any other still ends the process.
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
