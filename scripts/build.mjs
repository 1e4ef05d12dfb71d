#!/usr/bin/env node
/**
 * Builds what the test run starts, when its sources changed: Strapi (cms/: its server code and admin
 * panel) and the app's builds: `.next-e2e` with the demo's site folder for cms/, `.next-atlas` with
 * the second model's, `.next-generic` with none. `node scripts/build.mjs` builds all; `cms`, `app`,
 * `atlas` or `generic` builds one.
 * `npm test` runs each in the background beside the checks, which leave a core idle (the app's once
 * the root's packages are in, Strapi's once cms/'s are); the legs that come after find the builds
 * current and skip them.
 */
import { buildFor } from './stack/index.mjs';
import { ensureAppBuilt, ensureCmsBuilt } from './stack/processes.mjs';

const only = process.argv[2];
if (only && !['cms', 'app', 'atlas', 'generic'].includes(only)) {
  throw new Error(`usage: node scripts/build.mjs [cms|app|atlas|generic], not ${only}`);
}
/**
 * @param {string} cms
 * @param {string} [site]
 */
const buildApp = (cms, site) => {
  const { distDir, site: folder } = buildFor(cms, site);
  ensureAppBuilt({ distDir, site: folder });
};
if (!only || only === 'cms') ensureCmsBuilt();
if (!only || only === 'app') buildApp('cms', 'sites/demo');
if (!only || only === 'atlas') buildApp('tests/atlas-cms', 'sites/atlas');
if (!only || only === 'generic') buildApp('cms', '');
