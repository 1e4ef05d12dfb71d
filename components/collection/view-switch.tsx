import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Views of one list, as links; the one shown is marked, not linked. */
export function ViewLinks({
  label,
  views,
  current,
}: {
  label: string;
  views: { key: string; label: string; href: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="view-switch">
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

/** "Published" or the member's own "My drafts", on a collection with Draft & Publish. */
export function ViewSwitch({ basePath, current }: { basePath: string; current: 'all' | 'drafts' }) {
  const t = useTranslations('List');
  const views = [
    { key: 'all', label: t('published'), href: basePath },
    { key: 'drafts', label: t('myDrafts'), href: `${basePath}?status=draft` },
  ];
  return <ViewLinks label={t('views')} views={views} current={current} />;
}
