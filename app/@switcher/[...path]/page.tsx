import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { switcherRoute } from '../switcher-route';

/** A catch-all, so the slot renders again on each client-side navigation instead of keeping the last page's links. */
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
