'use strict';

// The webhook that tells the app what changed (the `revalidate` config); without its url and secret, none.
const NAME = 'Portico revalidation';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

async function registerRevalidationWebhook(strapi) {
  const { url, secret } = strapi.config.get('plugin::portico-guard.revalidate') ?? {};
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === NAME);
  if (!url || !secret) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    return;
  }
  const definition = { name: NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: EVENTS, isEnabled: true };
  if (existing) {
    const updated = await store.updateWebhook(existing.id, definition);
    runner.update(updated);
  } else {
    const created = await store.createWebhook(definition);
    runner.add(created);
  }
}

/** The registered webhook, or undefined. */
async function revalidationWebhook(strapi) {
  return (await strapi.get('webhookStore').findWebhooks()).find((webhook) => webhook.name === NAME);
}

module.exports = { NAME, EVENTS, registerRevalidationWebhook, revalidationWebhook };
