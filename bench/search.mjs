#!/usr/bin/env node
/**
 * Site search, side by side in one run (issue 42): Strapi's search endpoint (Portico's plugin, its index in
 * SQLite's FTS5) against the `$containsi` search of one collection a list's search box makes, at 1k, 10k and
 * 100k articles, each at 10 connections; the index's build time and size; each process's memory; the search page
 * through Portico; a Strapi route doing next to nothing (the floor under any endpoint); and freshness, publish to
 * searchable, over 100 publishes. Writes search-<time>.json in the results folder
 * and prints the tables. `--quick`: 1k articles, 2 s a measurement, 10 publishes (the harness, not the figures).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measure } from '../tests/harness/load.mjs';
import { benchVocabulary, countArticles, growSearchableArticles, tableBytes } from './lib/growth.mjs';
import { startStack } from '../scripts/stack/index.mjs';
import { log, root, stopChildrenOnExit } from '../scripts/stack/processes.mjs';
import { resultsDir } from '../tests/harness/args.mjs';

stopChildrenOnExit();
const quick = process.argv.includes('--quick');
const SIZES = quick ? [1_000] : [1_000, 10_000, 100_000];
const DURATION = quick ? 2 : 10;
const PUBLISHES = quick ? 10 : 100;
const CONNECTIONS = 10;

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024);
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function fullAccessToken(stack) {
  const login = await json(`${stack.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(stack.admin),
  });
  const token = await json(`${stack.strapiUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.data.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'search-bench', type: 'full-access', lifespan: null }),
  });
  return token.data.accessKey;
}

/** `$containsi` over the article's text fields, as a list's search asks Strapi. */
const containsQuery = (word) =>
  ['title', 'summary', 'body'].map((field, index) => `filters[$or][${index}][${field}][$containsi]=${encodeURIComponent(word)}`).join('&') +
  '&pagination[pageSize]=10';

async function freshness(stack) {
  const account = { username: `bench${Date.now()}`, email: `bench${Date.now()}@example.test`, password: 'Correct-horse-1' };
  const { jwt } = await json(`${stack.strapiUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const fromStart = [];
  const fromAnswer = [];
  for (let index = 0; index < PUBLISHES; index += 1) {
    const word = `fresh${Date.now().toString(36)}${index}`;
    const started = performance.now();
    await json(`${stack.strapiUrl}/api/articles?status=published`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ data: { title: `Fresh ${word}`, summary: 'Published for the freshness measure.' } }),
    });
    const answered = performance.now();
    for (;;) {
      const found = await json(`${stack.strapiUrl}/api/portico-guard/search?q=${word}`);
      if (found.meta.total > 0) break;
      if (performance.now() - started > 10_000) throw new Error(`${word} not searchable within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const now = performance.now();
    fromStart.push(now - started);
    fromAnswer.push(now - answered);
  }
  const summary = (values) => ({ p50: Math.round(percentile(values, 50)), worst: Math.round(Math.max(...values)) });
  return { publishes: PUBLISHES, fromPublish: summary(fromStart), afterTheAnswer: summary(fromAnswer) };
}

const vocabulary = benchVocabulary();
const typo = (word) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
const QUERIES = [
  { name: 'a common word', q: vocabulary[2] },
  { name: 'a rare word', q: vocabulary[3500] },
  { name: 'two words', q: `${vocabulary[10]} ${vocabulary[300]}` },
  { name: 'a typo', q: typo(vocabulary[800]) },
];

const stack = await startStack({ logName: 'bench-search', faultProxy: false, strapiEnv: { AUTH_RATE_LIMIT_MAX: '1000000' } });
const results = { startedAt: new Date().toISOString(), quick, connections: CONNECTIONS, durationSeconds: DURATION, sizes: [] };
try {
  const token = await fullAccessToken(stack);
  for (const size of SIZES) {
    growSearchableArticles(stack.databaseFile, size, vocabulary);
    const articles = countArticles(stack.databaseFile);
    log(`search bench: ${articles} articles, rebuilding the index`);
    const rebuilt = await json(`${stack.strapiUrl}/api/portico-guard/search/rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const row = {
      articles,
      build: { documents: rebuilt.data.documents, ms: rebuilt.data.ms },
      indexBytes: tableBytes(stack.databaseFile, 'portico_search'),
      articleTableBytes: tableBytes(stack.databaseFile, 'articles'),
      search: [],
      containsi: [],
    };
    for (const query of QUERIES) {
      const url = `${stack.strapiUrl}/api/portico-guard/search?q=${encodeURIComponent(query.q)}`;
      const found = await json(url);
      const result = await measure({ name: query.name, url, connections: CONNECTIONS, duration: DURATION, browser: false });
      row.search.push({
        ...query,
        total: found.meta.total,
        p50: result.latencyMs.p50,
        p99: result.latencyMs.p99,
        rps: result.requestsPerSecond,
        non2xx: result.non2xx,
      });
      if (query.name === 'a typo') continue;
      const peerUrl = `${stack.strapiUrl}/api/articles?${containsQuery(query.q.split(' ')[0])}`;
      const peer = await measure({ name: query.name, url: peerUrl, connections: CONNECTIONS, duration: DURATION, browser: false });
      row.containsi.push({ ...query, p50: peer.latencyMs.p50, p99: peer.latencyMs.p99, rps: peer.requestsPerSecond, non2xx: peer.non2xx });
    }
    // The floor: a plugin route that does next to nothing, through the same auth and middlewares.
    const floor = await measure({
      name: 'floor',
      url: `${stack.strapiUrl}/api/portico-guard/labels`,
      connections: CONNECTIONS,
      duration: DURATION,
      browser: false,
    });
    row.floor = { p50: floor.latencyMs.p50, p99: floor.latencyMs.p99, rps: floor.requestsPerSecond };
    const page = await measure({
      name: 'the search page',
      url: `${stack.appUrl}/search?q=${encodeURIComponent(QUERIES[1].q)}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { Accept: 'text/html' },
    });
    row.page = { p50: page.latencyMs.p50, p99: page.latencyMs.p99, rps: page.requestsPerSecond, non2xx: page.non2xx };
    row.memoryMb = { strapi: rssMb(stack.processes.strapi.pid), app: rssMb(stack.appProcess().pid) };
    results.sizes.push(row);
    log(`search bench: ${JSON.stringify(row)}`);
  }
  results.freshness = await freshness(stack);
} finally {
  await stack.stop();
}

const dir = resultsDir();
const file = path.join(dir, `search-${results.startedAt.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
const lines = [
  '| Articles | Query | Search p50 / p99 ms | Search req/s | `$containsi` p50 / p99 ms | `$containsi` req/s | p99 ratio |',
  '|---:|---|---:|---:|---:|---:|---:|',
];
for (const row of results.sizes) {
  for (const searched of row.search) {
    const peer = row.containsi.find((each) => each.name === searched.name);
    lines.push(
      `| ${row.articles.toLocaleString('en')} | ${searched.name} (${searched.total} found) | ${searched.p50} / ${searched.p99} | ${searched.rps} | ${peer ? `${peer.p50} / ${peer.p99}` : '–'} | ${peer?.rps ?? '–'} | ${peer ? `${(peer.p99 / Math.max(1, searched.p99)).toFixed(1)}×` : '–'} |`,
    );
  }
}
lines.push(
  '',
  '| Articles | Index build | Index size | Articles table | Strapi RSS | App RSS | Search page p50 / p99 ms, req/s | A route doing nothing p50 / p99 ms, req/s |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const row of results.sizes) {
  lines.push(
    `| ${row.articles.toLocaleString('en')} | ${(row.build.ms / 1000).toFixed(1)} s | ${((row.indexBytes ?? 0) / 1e6).toFixed(1)} MB | ${((row.articleTableBytes ?? 0) / 1e6).toFixed(1)} MB | ${row.memoryMb.strapi} MB | ${row.memoryMb.app} MB | ${row.page.p50} / ${row.page.p99}, ${row.page.rps} | ${row.floor.p50} / ${row.floor.p99}, ${row.floor.rps} |`,
  );
}
lines.push(
  '',
  `Freshness over ${results.freshness.publishes} publishes: searchable ${results.freshness.fromPublish.p50} ms after the publish was sent (p50), ${results.freshness.fromPublish.worst} ms at worst; ${results.freshness.afterTheAnswer.p50} / ${results.freshness.afterTheAnswer.worst} ms after its answer.`,
);
console.log(lines.join('\n'));
log(`search bench written to ${path.relative(root, file)}`);
