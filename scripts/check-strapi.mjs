#!/usr/bin/env node
// @ts-check
/**
 * `npm run check-strapi`: asks the Strapi at STRAPI_URL what it lacks of what Portico relies on
 * (the portico-guard plugin's check: permissions, users-permissions options, the webhook, the
 * preview) and whether it holds the same REVALIDATE_SECRET and PREVIEW_SECRET as this app, proven
 * by an HMAC of a nonce so no secret is sent. It asks with PREVIEW_API_TOKEN, a read-only API token
 * made in Strapi's admin panel. Exit 1 when anything is wrong.
 */
import '../server/process/load-env.mjs';
import { checkStrapi } from '../server/shared/strapi-check.mjs';

const { problems, error } = await checkStrapi(process.env);
if (error) {
  console.error(`check-strapi: ${error}`);
  process.exit(1);
}
for (const { severity, message } of problems) console.log(`${severity === 'error' ? 'error  ' : 'warning'}  ${message}`);
const errors = problems.filter((problem) => problem.severity === 'error').length;
console.log(
  errors
    ? `${errors} problem(s) to fix in Strapi or here.`
    : `Strapi has what Portico relies on${problems.length ? ' (see the warnings)' : ''}.`,
);
process.exit(errors ? 1 : 0);
