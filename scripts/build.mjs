#!/usr/bin/env node
/**
 * Builds what the test run starts, when its sources changed: Strapi (cms/: its server code and admin
 * panel) and the app's one build for every leg (`.next-e2e`). `node scripts/build.mjs` builds both;
 * `cms` or `app` builds one. `npm test` runs each in the background beside the checks, which leave a
 * core idle (the app's once the root's packages are in, Strapi's once cms/'s are); the legs that come
 * after find both builds current and skip them.
 */
import { ensureAppBuilt, ensureCmsBuilt } from '../stack/processes.mjs';

const only = process.argv[2];
if (only && only !== 'cms' && only !== 'app') throw new Error(`usage: node scripts/build.mjs [cms|app], not ${only}`);
if (only !== 'app') ensureCmsBuilt();
if (only !== 'cms') ensureAppBuilt({ distDir: '.next-e2e' });
