import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** "Published" or the member's own "My drafts", on a collection with Draft & Publish. */
export function ViewSwitch({ basePath, current }: { basePath: string; current: 'all' | 'drafts' }) {
  const t = useTranslations('List');
  const views = [
    { key: 'all', label: t('published'), href: basePath },
    { key: 'drafts', label: t('myDrafts'), href: `${basePath}?status=draft` },
  ] as const;
  return (
    <nav aria-label={t('views')} className="view-switch">
      {views.map((view) =>
        view.key === current ? (
          <span key={view.key} aria-current="page">
            <strong>{view.label}</strong>
          </span>
        ) : (
          <Link key={view.key} href={view.href}>
            {view.label}
          </Link>
        ),
      )}
    </nav>
  );
}
