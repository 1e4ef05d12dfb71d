/**
 * What Portico accepts as an email address, in the account forms and in content fields of type
 * email alike: something@something.tld without spaces. Deliberately loose; the mailbox is the
 * real test, and a stricter pattern here would refuse addresses Strapi accepts.
 */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
