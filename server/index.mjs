#!/usr/bin/env node
// @ts-check
// `npm run serve`. The .env files load first, as Next loads them; what reads settings loads after the check.
import './process/load-env.mjs';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { checkSettingsOrExit } from './shared/settings-schema.mjs';
import { setProcessRenderSecret } from './shared/process-globals.mjs';

checkSettingsOrExit(process.env);

const { logger, routeConsole } = await import('./observability/log.mjs');
const { webConcurrency } = await import('./shared/settings.mjs');

const processes = webConcurrency ?? os.availableParallelism();

// JSON lines only, whoever prints (Next, libraries, the cluster's primary).
routeConsole(logger);

if (cluster.isPrimary) {
  // One secret for every worker: a render request may reach any of them.
  setProcessRenderSecret(randomBytes(24).toString('base64url'));
}
if (cluster.isPrimary && processes > 1) {
  const { runPrimary } = await import('./pages/cluster.mjs');
  runPrimary(processes);
} else {
  await import('./pages/app-process.mjs');
}
