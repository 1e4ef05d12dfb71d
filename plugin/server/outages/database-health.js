'use strict';

// What Strapi answers while its database is down: a plain 503. `/_health` answers 204 only while a `select 1` does
// (Strapi's own says 204 while the process runs). A 400, 401 or 5xx is put down to the outage when a check begun
// after it finds the database down, or any check saw it down while it ran: Strapi turns a lost query into a 500,
// users-permissions into "not authenticated" (401), its validator into "Invalid relations" (400), each of which
// the app would read as a real answer. Ahead of Strapi's own middlewares, to see what strapi::errors made.
const UNAVAILABLE = {
  data: null,
  error: { status: 503, name: 'ServiceUnavailableError', message: 'The database is unavailable', details: {} },
};

module.exports = (_config, { strapi }) => {
  let answering = true;
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
  // A connection the pool could not open is the database down, seen as it happens, even if the next check finds
  // it back. Watched from the first request: the pool may not exist when the middleware is made.
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
