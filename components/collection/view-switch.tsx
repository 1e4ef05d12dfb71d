import Link from 'next/link';

/** "All entries" or the member's own "My drafts", on a collection with Draft & Publish. */
export function ViewSwitch({ basePath, current }: { basePath: string; current: 'all' | 'drafts' }) {
  const views = [
    { key: 'all', label: 'All entries', href: basePath },
    { key: 'drafts', label: 'My drafts', href: `${basePath}?status=draft` },
  ] as const;
  return (
    <nav aria-label="Entries" className="view-switch">
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
