/** Loose on purpose: the mailbox is the real test, and a stricter pattern would refuse addresses Strapi accepts. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
