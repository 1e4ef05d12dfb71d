import { connection } from 'next/server';
import { webUrl } from '@/lib/settings';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { robotsTxt } from '@/lib/seo/robots';

/**
 * robots.txt, naming the sitemap on the configured WEB_URL (read when the server runs, not at
 * build), with the private pages of every locale Strapi has (none beyond the unprefixed ones when
 * Strapi cannot be asked).
 */
export async function GET() {
  await connection();
  const locales = await getSiteLocales().catch(() => []);
  const prefixes = locales.filter((locale) => !locale.isDefault).map((locale) => locale.code);
  return new Response(robotsTxt(webUrl, prefixes), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
