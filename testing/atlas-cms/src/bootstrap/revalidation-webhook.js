/** Tells the front end what changed (REVALIDATE_URL with REVALIDATE_SECRET), as an operator would set up in the admin panel. */
const NAME = 'Front end revalidation';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

async function registerRevalidationWebhook(strapi) {
  const { REVALIDATE_URL: url, REVALIDATE_SECRET: secret } = process.env;
  if (!url || !secret) return;
  const store = strapi.get('webhookStore');
  if ((await store.findWebhooks()).some((webhook) => webhook.name === NAME)) return;
  const created = await store.createWebhook({
    name: NAME,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: EVENTS,
    isEnabled: true,
  });
  strapi.get('webhookRunner').add(created);
}

module.exports = { registerRevalidationWebhook };
