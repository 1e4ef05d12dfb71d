'use strict';

/**
 * What Strapi answers while its database is down (restarted, failed over): a plain 503.
 *
 * - GET /_health answers 204 only while the database answers too. Strapi's own /_health says 204
 *   whenever the process runs, so Portico's outage check saw a healthy backend and rendered pages
 *   whose every read then failed. Here a `select 1` decides. A slow database is left to the app's
 *   own probe timeout (its "too slow" page): a busy pool is no outage.
 * - Any other request that fails while the database is down gets 503 ServiceUnavailableError
 *   instead of what Strapi made of the failure: a 500, or, worse, a 401 "Missing or invalid
 *   credentials" (users-permissions turns any error while loading the token's user into "not
 *   authenticated"), which the app must read as a session that has ended. Only failed answers
 *   (400, 401, 5xx) cost a check (a `select 1`), and only a check begun after the failure judges it:
 *   one from a moment before may predate the outage (the database stopped in between) and let
 *   the failure through as a 401. That cost 1 wrong answer in 7,440 in the restart check. A
 *   failure is also put down to the database when any check saw it down while the request ran:
 *   at the outage's end the check after a failure may find the database back already.
 * - A 400 is judged the same way: Strapi's entity validator turns any error while it checks that
 *   a write's relations exist (the owner relation of every member's save) into a ValidationError,
 *   "Invalid relations", so a query lost to the outage reached the member as a refusal of their
 *   form (1 save in about 2,400 of the restart check). A genuine 400 costs one `select 1`.
 *
 * Ahead of Strapi's own middlewares, so it sees what strapi::errors made of a failure: put first
 * by the plugin, unless the app's middlewares list it (`'plugin::portico-guard.database-health'`).
 */
const UNAVAILABLE = {
  data: null,
  error: { status: 503, name: 'ServiceUnavailableError', message: 'The database is unavailable', details: {} },
};

module.exports = (_config, { strapi }) => {
  let answering = true;
  /** When a check last found the database down. */
  let lastDownAt = -Infinity;

  const databaseAnswers = async () => {
    try {
      await strapi.db.connection.raw('select 1');
      if (!answering) strapi.log.info('The database answers again');
      answering = true;
    } catch (error) {
      if (answering) strapi.log.warn(`The database does not answer: ${error.message}`);
      answering = false;
      lastDownAt = Date.now();
    }
    return answering;
  };
  let watching = false;
  // A connection the pool could not open (refused, or PostgreSQL still starting up: 57P03) is the
  // database down, seen as it happens: a request that failed on it is put down to the outage even
  // when the check after it finds the database back already (1 save in 7,266 of the restart check
  // got Strapi's 500 that way, shown as a plain save error rather than the outage).
  // Watched from the first request: the pool may not exist yet when the middleware is made.
  const watchPool = () => {
    if (watching) return;
    watching = true;
    strapi.db?.connection?.client?.pool?.on?.('createFail', () => {
      lastDownAt = Date.now();
    });
  };
  const unavailable = (ctx) => {
    ctx.status = 503;
    ctx.set('Retry-After', '5');
    ctx.body = UNAVAILABLE;
  };

  return async function databaseHealth(ctx, next) {
    watchPool();
    if (ctx.path === '/_health') {
      if (!(await databaseAnswers())) return unavailable(ctx);
      return next();
    }
    const startedAt = Date.now();
    await next();
    const failed = ctx.status === 400 || ctx.status === 401 || (ctx.status >= 500 && ctx.status !== 503);
    if (!failed) return undefined;
    // A check of its own, begun after the failure.
    const answers = await databaseAnswers();
    if (!answers || lastDownAt >= startedAt) unavailable(ctx);
    return undefined;
  };
};
