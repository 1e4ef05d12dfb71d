// @ts-check
// The page server reads its settings before Next would load the .env files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), false);
