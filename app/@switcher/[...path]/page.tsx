import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { switcherRoute } from '../switcher-route';

/**
 * The header's Language switcher on every page but the home page: this catch-all matches every
 * address, so the slot is rendered again on each client-side navigation (a slot that matched
 * nothing would keep the previous page's links).
 */
export default async function PageSwitcher({
  params,
  searchParams,
}: {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ path }, query] = await Promise.all([params, searchParams]);
  return <LanguageSwitcher route={switcherRoute(path, query)} />;
}
