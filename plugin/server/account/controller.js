'use strict';

const { fieldError, invalid, signedInUser } = require('../http');
const { deviceOf } = require('../device');

const USER = 'plugin::users-permissions.user';
const POSTS_PAGE_SIZE = 20;

// Every action works on the token's user: no id is ever read from the request.
module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const profile = () => guard().service('profile');
  const proof = () => guard().service('proof');
  const tell = (userId, kind, details) => guard().service('activity').tell(userId, kind, details);

  return {
    /** The account, with its authenticator app and passkeys: the account page asks Strapi once for all three. */
    async show(ctx) {
      const user = signedInUser(ctx);
      const [account, secondFactor, passkeys] = await Promise.all([
        profile().describe(user.id),
        guard().service('twoStep').status(user.id, { label: user.username }),
        guard().service('passkeys').list(user.id, deviceOf(ctx).hash),
      ]);
      ctx.body = { data: { ...account, secondFactor, passkeys } };
    },

    /** `?locale=`: a new address's link is sent in that site locale, to its page (as the auth emails are). */
    async update(ctx) {
      const user = signedInUser(ctx);
      // A new username or email address is confirmed first: with them, a reset link could go elsewhere.
      const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
      const changes =
        (typeof body.username === 'string' && body.username.trim() !== user.username) ||
        (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email);
      if (changes) await proof().demand(ctx);
      else {
        delete body.currentPassword;
        delete body.confirmUsername;
      }
      const locale = (await guard().service('emails').siteLocale(ctx.query?.locale)) ?? null;
      const { confirmationSentTo } = await profile().update(user, ctx.request.body, { locale });
      const account = await profile().describe(user.id);
      const device = deviceOf(ctx);
      // Told at the address the account had: the new one may be someone else's.
      if (account.username !== user.username) await tell(user.id, 'username-changed', { device, to: user.email });
      if (confirmationSentTo) await tell(user.id, 'email-change-asked', { device, email: confirmationSentTo, to: user.email });
      if (account.email !== user.email) {
        await tell(user.id, 'email-changed', { device, email: account.email, to: user.email, oldEmail: user.email });
      }
      ctx.body = { data: account, meta: { confirmationSentTo } };
    },

    /** The last 90 days of the account's security events, newest first. */
    async activity(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await guard().service('activity').list(user.id) };
    },

    /** "Your posts": `?status=draft|published`, `?page=` of 20, last changed first. */
    async posts(ctx) {
      const user = signedInUser(ctx);
      const status = ['draft', 'published'].includes(ctx.query?.status) ? ctx.query.status : undefined;
      const page = Math.max(1, Math.min(10_000, Number.parseInt(String(ctx.query?.page ?? '1'), 10) || 1));
      const posts = await guard().service('ownedEntries').postsBy(user.id, { status });
      const pageSize = POSTS_PAGE_SIZE;
      ctx.body = {
        data: posts.slice((page - 1) * pageSize, page * pageSize),
        meta: { pagination: { page, pageSize, total: posts.length, pageCount: Math.ceil(posts.length / pageSize) } },
      };
    },

    /** "This wasn't me": with a notice's code, whoever holds the email; signed in, after the proof. */
    async secure(ctx) {
      const code = ctx.request.body?.code;
      let target;
      if (typeof code === 'string' && code) {
        target = await guard().service('accountRecord').takeCode(code);
        if (!target) throw invalid([fieldError('code', 'This link was used already or has expired.')]);
      } else if (ctx.state.user) {
        await proof().demand(ctx);
        target = { userId: ctx.state.user.id, oldEmail: null };
      } else {
        throw invalid([fieldError('code', 'This link was used already or has expired.')]);
      }
      const { emailRestored } = await guard()
        .service('secureAccount')
        .secure(target.userId, { oldEmail: target.oldEmail, device: deviceOf(ctx) });
      ctx.body = { data: { secured: true, emailRestored } };
    },

    /** "Confirm it's you": the proof itself, then 5 minutes in which this session need not give it again. */
    async confirm(ctx) {
      signedInUser(ctx);
      const confirmedUntil = await proof().demand(ctx, { fresh: true });
      ctx.body = { data: { confirmedUntil: new Date(confirmedUntil).toISOString() } };
    },

    /** "Download my data": everything the site holds about the member, as a ZIP made while it is sent. */
    async exportData(ctx) {
      const user = signedInUser(ctx);
      await proof().demand(ctx);
      const { filename, stream } = await guard().service('dataExport').archive(user.id);
      await guard()
        .service('activity')
        .record(user.id, 'data-exported', { device: deviceOf(ctx) });
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.type = 'application/zip';
      ctx.body = stream;
    },

    async confirmEmail(ctx) {
      const user = signedInUser(ctx);
      const email = await profile().confirmEmail(user, ctx.request.body?.code);
      await tell(user.id, 'email-changed', { device: deviceOf(ctx), email, to: user.email, oldEmail: user.email });
      ctx.body = { data: await profile().describe(user.id) };
    },

    /** Deletes the account, its entries first, after its password (or, without one, its username) typed again. */
    async destroy(ctx) {
      const { id } = signedInUser(ctx);
      const user = await strapi.db.query(USER).findOne({ where: { id }, select: ['id', 'username', 'password'] });
      const body = ctx.request.body ?? {};
      const users = strapi.plugin('users-permissions').service('user');
      if (user.password) {
        const password = typeof body.password === 'string' ? body.password : '';
        if (!password || !(await users.validatePassword(password, user.password))) {
          throw invalid([fieldError('password', 'That password is not right. Nothing was deleted.')]);
        }
      } else if (body.username !== user.username) {
        throw invalid([fieldError('username', 'Type your username exactly to confirm. Nothing was deleted.')]);
      }
      const deletedEntries = await guard().service('ownedEntries').removeOwnedBy(user.id);
      await guard().service('emailChange').forget(user.id);
      // The plugin's own remove also ends the user's sessions when Strapi runs in refresh-token mode.
      await users.remove({ id: user.id });
      ctx.body = { data: { deleted: true, deletedEntries } };
    },
  };
};
