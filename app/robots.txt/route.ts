import { connection } from 'next/server';
import { webUrl } from '@/lib/config';
import { robotsTxt } from '@/lib/seo/robots';

/** robots.txt, naming the sitemap on the configured WEB_URL (read when the server runs, not at build). */
export async function GET() {
  await connection();
  return new Response(robotsTxt(webUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
