import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { YourPosts, type PostsPage } from '@/components/collection/your-posts';
import { getCatalog } from '@/lib/content/catalog';
import { requireUser, strapiClient } from '@/lib/auth/session';
import { getRequestLocale, localHref } from '@/lib/i18n/request-locale';
import { fetchOwnPosts, type OwnPostsStatus } from '@/lib/strapi';
import { firstValue } from '@/server/shared/first-value.mjs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Posts'))('title'), robots: { index: false, follow: false } };
}

/** Read with the member's token, never stored: Strapi lists the token's user's entries alone. */
async function readPosts(page: number, status: OwnPostsStatus | undefined): Promise<PostsPage | null> {
  try {
    const { data, meta } = await fetchOwnPosts(await strapiClient(), { page, status });
    return { posts: data, ...meta.pagination };
  } catch {
    return null;
  }
}

export default async function PostsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const wanted = firstValue(query.status);
  const status: OwnPostsStatus | undefined = wanted === 'draft' || wanted === 'published' ? wanted : undefined;
  const page = Math.max(1, Number.parseInt(firstValue(query.page) ?? '1', 10) || 1);
  await requireUser(`/account/posts${status ? `?status=${status}` : ''}`);
  const [found, catalog, { locales }, basePath] = await Promise.all([
    readPosts(page, status),
    getCatalog(),
    getRequestLocale(),
    localHref('/account/posts'),
  ]);
  return <YourPosts found={found} status={status} catalog={catalog} locales={locales} basePath={basePath} />;
}
