#!/usr/bin/env node
/**
 * Site search on PostgreSQL with two Strapi instances on one database (run by `npm test`): an entry published
 * through either is found through the other the moment the write answers, in English and French; unpublished
 * through one, it is gone from both; a member's draft is found by them alone, through both. The index is the
 * database's: nothing is kept in sync between the instances.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startPostgres } from '../../scripts/stack/postgres.mjs';
import { startStack } from '../../scripts/stack/index.mjs';
import { log, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

stopChildrenOnExit();

async function call(base, method, path, { jwt, body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.43.0.${Math.floor(Math.random() * 250) + 1}`,
      ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} at ${base} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

const found = async (base, q, { locale, jwt } = {}) =>
  (await call(base, 'GET', `/portico-guard/search?${new URLSearchParams({ q, ...(locale ? { locale } : {}) })}`, { jwt })).data.map(
    (hit) => `${hit.documentId} ${hit.status}`,
  );

async function run(first, second) {
  const tag = randomUUID().slice(0, 6);
  const account = { username: `pg${tag}`, email: `pg${tag}@example.test`, password: 'Correct-horse-1' };
  const { jwt } = await call(first, 'POST', '/auth/local/register', { body: account });

  const word = `albatross${tag}`;
  const article = (
    await call(first, 'POST', '/articles?status=published', {
      jwt,
      body: { data: { title: `Workflows of the ${word}`, summary: 'Seabirds.' } },
    })
  ).data;
  assert.deepEqual(
    await found(second, `workflow ${word}`),
    [`${article.documentId} published`],
    'published on one, found on the other at once',
  );
  await call(second, 'PUT', `/articles/${article.documentId}?locale=fr&status=published`, {
    jwt,
    body: { data: { title: `Les accessibilités de l’${word}` } },
  });
  assert.deepEqual(
    await found(first, `accessibilité ${word}`, { locale: 'fr' }),
    [`${article.documentId} published`],
    'a French version on the other',
  );
  assert.deepEqual(await found(first, `workflw ${word}`), [`${article.documentId} published`], 'a typo, through the vocabulary');

  await call(first, 'POST', `/articles/${article.documentId}/unpublish`, { jwt });
  assert.deepEqual(await found(second, word), [], 'unpublished on one, gone from the other');
  assert.deepEqual(await found(second, word, { jwt }), [`${article.documentId} draft`], 'its owner finds the draft');
  // Unpublishing is per locale: the French version stays found until it is unpublished too.
  assert.deepEqual(await found(first, word, { locale: 'fr' }), [`${article.documentId} published`], 'the French version stays');
  await call(second, 'POST', `/articles/${article.documentId}/unpublish?locale=fr`, { jwt });
  assert.deepEqual(await found(first, word, { locale: 'fr' }), [], 'unpublished in French on the other, gone');
  await call(second, 'DELETE', `/articles/${article.documentId}`, { jwt });
  assert.deepEqual(await found(first, word, { jwt }), [], 'deleted on one, gone from both');
}

const postgres = await startPostgres();
let stack;
try {
  stack = await startStack({ logName: 'search-instances', withApp: false, faultProxy: false, databaseUrl: postgres.url });
  const other = await stack.startStrapiInstance();
  await run(stack.strapiUrl, other.url);
  log('search on PostgreSQL: two Strapi instances agree at once after a publish, an unpublish and a delete on either');
} finally {
  await stack?.stop();
  await postgres.stop();
}
