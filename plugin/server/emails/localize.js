'use strict';

const { KINDS } = require('./templates');

/** `link` (a default-locale page, absolute or a path) in `code`'s pages, as Portico addresses them: `/fr/login`. */
function localizeLink(link, code) {
  if (typeof link !== 'string' || !link) return link;
  const prefix = `/${encodeURIComponent(code)}`;
  const inLocale = (pathname) =>
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname : pathname === '/' ? prefix : `${prefix}${pathname}`;
  if (link.startsWith('/') && !link.startsWith('//')) {
    const url = new URL(link, 'http://portico.invalid');
    return `${inLocale(url.pathname)}${url.search}${url.hash}`;
  }
  let url;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return link;
  url.pathname = inLocale(url.pathname);
  return url.toString();
}

/** The confirmation link in a body carries the locale, so that following it ends on that locale's page. */
function confirmationLinkWithLocale(message, code) {
  if (typeof message !== 'string') return message;
  return message.replace(/(\?confirmation=<%=\s*CODE\s*%>)/g, `$1&locale=${encodeURIComponent(code)}`);
}

/** The `advanced` settings in `code`: the reset page and where a confirmed address lands, in its pages. */
function localizedAdvanced(advanced, code) {
  if (!advanced || typeof advanced !== 'object') return advanced;
  return {
    ...advanced,
    email_reset_password: localizeLink(advanced.email_reset_password, code),
    email_confirmation_redirection: localizeLink(advanced.email_confirmation_redirection, code),
  };
}

/** The `email` settings in `code`: subjects and bodies from `templates`, senders as the admin panel set them. */
function localizedEmails(emails, code, templates) {
  if (!emails || typeof emails !== 'object') return emails;
  const localized = { ...emails };
  for (const kind of KINDS) {
    const options = emails[kind]?.options;
    if (!options) continue;
    const own = templates?.[kind];
    const message = own ? own.message : options.message;
    localized[kind] = {
      ...emails[kind],
      options: {
        ...options,
        object: own ? own.object : options.object,
        message: kind === 'email_confirmation' ? confirmationLinkWithLocale(message, code) : message,
      },
    };
  }
  return localized;
}

module.exports = { localizeLink, confirmationLinkWithLocale, localizedAdvanced, localizedEmails };
