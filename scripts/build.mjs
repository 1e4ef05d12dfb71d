#!/usr/bin/env node
/**
 * Builds what the test run starts, when its sources changed: Strapi (cms/: its server code and admin
 * panel) and the app's one build for every leg (`.next-e2e`). `npm test` runs it beside lint, the
 * format check and the unit tests, which leave one of the two cores idle; the legs that come after
 * find both builds current and skip them.
 */
import { ensureAppBuilt, ensureCmsBuilt } from '../stack/processes.mjs';

ensureCmsBuilt();
ensureAppBuilt({ distDir: '.next-e2e' });
