import 'server-only';
import views from '@site/views';
import type { RenderScope } from '@/components/content/field-value';
import type { Catalog } from '@/lib/content/catalog';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/** The site folder's views (PORTICO_SITE), which only the routes import and hand down. */
export const siteViews = views;

/** What the generic renderers take: the model with its words, the site's views, the page's locale. */
export async function renderScope(catalog: Catalog): Promise<RenderScope> {
  const { locale } = await getRequestLocale();
  return { catalog, views, locale: locale?.code ?? 'en' };
}
