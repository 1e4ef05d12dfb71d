'use strict';

const { onRoutes } = require('../plugin-routes');
const { deviceOf } = require('../device');
const { defaultLocale, siteLocale } = require('../site');

// What users-permissions' own routes do to an account is written to its activity, and its owner told of what could
// be someone else; a sign-in or registration keeps the page's language (`?locale=`) for the notices.
const USER = 'plugin::users-permissions.user';

/** What follows a sign-in or change never undoes it: a failure here is logged, and the answer goes out. */
async function safely(strapi, what, work) {
  try {
    await work();
  } catch (error) {
    strapi.log.error(`portico-guard: account activity after ${what} failed: ${error.message}`);
  }
}

function activityOnAuthRoutes(strapi) {
  const guard = () => strapi.plugin('portico-guard');
  const activity = () => guard().service('activity');
  const record = () => guard().service('accountRecord');
  const succeeded = (ctx) => ctx.status >= 200 && ctx.status < 300;

  onRoutes(strapi, 'users-permissions', ['auth.callback'], async (ctx, next) => {
    const provider = ctx.params?.provider || 'local';
    const device = deviceOf(ctx);
    try {
      await next();
    } catch (error) {
      const identifier = ctx.request.body?.identifier;
      if (provider === 'local' && typeof identifier === 'string' && identifier) {
        await safely(strapi, 'a failed sign-in', async () => {
          const where = { $or: [{ email: identifier.toLowerCase() }, { username: identifier }] };
          const user = await strapi.db.query(USER).findOne({ where, select: ['id'] });
          if (user) await activity().record(user.id, 'sign-in-failed', { device, provider });
        });
      }
      throw error;
    }
    const userId = ctx.body?.user?.id;
    // No user: a sign-in waiting for its two-step code, recorded once complete.
    if (!succeeded(ctx) || !userId) return;
    await activity().recordSignIn(ctx, userId, provider);
  });

  onRoutes(strapi, 'users-permissions', ['auth.register'], async (ctx, next) => {
    await next();
    const userId = ctx.body?.user?.id;
    if (!succeeded(ctx) || !userId) return;
    const device = deviceOf(ctx);
    await safely(strapi, 'a registration', async () => {
      await record().setLocale(userId, (await siteLocale(strapi, ctx.query?.locale)) ?? (await defaultLocale(strapi)));
      await record().seeDevice(userId, device.hash);
      await activity().record(userId, 'registered', { device });
    });
  });

  onRoutes(strapi, 'users-permissions', ['auth.changePassword'], async (ctx, next) => {
    await next();
    if (!succeeded(ctx) || !ctx.state.user) return;
    const device = deviceOf(ctx);
    await safely(strapi, 'a password change', async () => {
      await activity().tell(ctx.state.user.id, 'password-changed', { device });
    });
  });

  onRoutes(strapi, 'users-permissions', ['auth.resetPassword'], async (ctx, next) => {
    const code = ctx.request.body?.code;
    const user =
      typeof code === 'string' && code
        ? await strapi.db.query(USER).findOne({ where: { resetPasswordToken: code }, select: ['id'] })
        : null;
    await next();
    if (!succeeded(ctx) || !user) return;
    const device = deviceOf(ctx);
    await safely(strapi, 'a password reset', async () => {
      await activity().tell(user.id, 'password-reset', { device });
    });
  });

  onRoutes(strapi, 'users-permissions', ['auth.logout'], async (ctx, next) => {
    await next();
    if (!succeeded(ctx) || !ctx.state.user) return;
    const kind = ctx.request.body?.scope === 'all' ? 'signed-out-everywhere' : 'signed-out';
    await activity().record(ctx.state.user.id, kind, { device: deviceOf(ctx) });
  });

  onRoutes(strapi, 'users-permissions', ['auth.revokeSession'], async (ctx, next) => {
    await next();
    if (!succeeded(ctx) || !ctx.state.user) return;
    await activity().record(ctx.state.user.id, 'session-ended', { device: deviceOf(ctx) });
  });
}

module.exports = { activityOnAuthRoutes };
