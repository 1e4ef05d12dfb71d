'use strict';

const { yup } = require('@strapi/utils');
const { fieldError, invalid } = require('../http');

// What the account page shows, and the only changes a member makes to their own user: username and email.
const USER = 'plugin::users-permissions.user';
const EDITABLE = ['username', 'email'];
const isEmail = (value) => yup.string().email().isValidSync(value);

module.exports = ({ strapi }) => {
  const users = () => strapi.plugin('users-permissions').service('user');
  const emailChange = () => strapi.plugin('portico-guard').service('emailChange');
  const advanced = async () => (await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' }).get()) ?? {};

  // Sign-in finds a user by email or username alike: a username may not be someone's email, nor the reverse.
  async function takenBy(identifier, userId) {
    const where = { $or: [{ username: identifier }, { email: identifier.toLowerCase() }] };
    const others = await strapi.db.query(USER).findMany({ where, select: ['id'] });
    return others.some((other) => other.id !== userId);
  }

  /** Field problems of a profile change, worded for people; [] when it may go ahead. */
  async function problemsOf(user, body) {
    const refused = Object.keys(body).filter((name) => !EDITABLE.includes(name));
    if (refused.length) return refused.map((name) => fieldError(name, `${name} cannot be changed here: only username and email can.`));
    const problems = [];
    const { attributes } = strapi.getModel(USER);
    if ('username' in body) {
      const username = body.username;
      const minLength = attributes.username.minLength ?? 3;
      if (typeof username !== 'string' || username.length < minLength) {
        problems.push(fieldError('username', `Use at least ${minLength} characters.`));
      } else if (username.includes('@')) {
        problems.push(fieldError('username', 'A username cannot contain @: it would read as an email address at sign-in.'));
      } else if (await takenBy(username, user.id)) {
        problems.push(fieldError('username', 'This username is taken. Choose another one.'));
      }
    }
    if ('email' in body) {
      const email = body.email;
      if (typeof email !== 'string' || !isEmail(email) || email.length < (attributes.email.minLength ?? 6)) {
        problems.push(fieldError('email', 'Enter an email address like name@example.com.'));
      } else if (email !== user.email && user.provider !== 'local') {
        // Provider sign-in finds the account by the provider's address: a different one here would lose it.
        problems.push(fieldError('email', `Your email address comes from your ${user.provider} sign-in: change it there.`));
      } else if (await takenBy(email, user.id)) {
        problems.push(fieldError('email', 'Another account uses this email address.'));
      }
    }
    return problems;
  }

  return {
    async describe(userId) {
      const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
      const settings = await advanced();
      const pending = await emailChange().pendingFor(userId);
      return {
        id: user.id,
        documentId: user.documentId,
        username: user.username,
        email: user.email,
        provider: user.provider,
        confirmed: user.confirmed,
        pendingEmail: pending?.email ?? null,
        // So the app can say, before anything is sent, what a change or a deletion will do.
        emailChangeNeedsConfirmation: Boolean(settings.email_confirmation),
        deletingRemovesOwnedEntries: true,
        hasPassword: Boolean(user.password),
      };
    },

    /** Applies a change; answers the address a confirmation link was sent to, in `locale`'s words, if any. */
    async update(user, rawBody, { locale = null } = {}) {
      const body = { ...(rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? rawBody : {}) };
      if (typeof body.username === 'string') body.username = body.username.trim();
      // Strapi keeps addresses in lower case (registration, sign-in and its uniqueness check do).
      if (typeof body.email === 'string') body.email = body.email.trim().toLowerCase();
      const settings = await advanced();
      const problems = await problemsOf(user, body);
      if (problems.length) throw invalid(problems);

      const changes = {};
      if ('username' in body && body.username !== user.username) changes.username = body.username;
      let confirmationSentTo = null;
      if ('email' in body && body.email !== user.email) {
        if (settings.email_confirmation) {
          // First, so a mail that cannot be sent leaves the whole change undone.
          await emailChange().request({ id: user.id, username: changes.username ?? user.username }, body.email, locale);
          confirmationSentTo = body.email;
        } else {
          changes.email = body.email;
        }
      }
      // The current address sent again (the form always sends both fields) leaves a pending change alone.
      if (Object.keys(changes).length) await users().edit(user.id, changes);
      return { confirmationSentTo };
    },

    /** Applies the pending address behind `code`, refused unless it is this user's current code. */
    async confirmEmail(user, code) {
      const email = await emailChange().take(user.id, code);
      if (!email)
        throw invalid([fieldError('code', 'This confirmation link is invalid or has expired. Ask for a new one on your account page.')]);
      if (await takenBy(email, user.id)) {
        throw invalid([fieldError('code', 'Another account uses this email address now. Nothing was changed.')]);
      }
      await users().edit(user.id, { email });
      return email;
    },
  };
};
