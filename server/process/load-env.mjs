// @ts-check
/**
 * Loads .env files the way Next does (.env.production.local, .env.local, .env.production, .env)
 * before anything reads a setting: the page server reads its settings at import time, before Next
 * would load them itself. Imported first by server/index.mjs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), false);
