import { connection } from 'next/server';
import { webUrl } from '@/lib/app-settings';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { robotsTxt } from '@/lib/seo/robots';

/** Rendered when asked, not at build: WEB_URL and the locales are the running server's. */
export async function GET() {
  await connection();
  const locales = await getSiteLocales().catch(() => []);
  const prefixes = locales.filter((locale) => !locale.isDefault).map((locale) => locale.code);
  return new Response(robotsTxt(webUrl, prefixes), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
