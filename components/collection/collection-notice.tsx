const NOTICES = {
  created: 'Saved. Your entry has been created.',
  saved: 'Saved. Your changes are live.',
  deleted: 'Deleted.',
} as const;

/** Outcome of a save or delete, carried by ?notice=<code> after the redirect. */
export function CollectionNotice({ code }: { code: unknown }) {
  const message = typeof code === 'string' && Object.hasOwn(NOTICES, code) ? NOTICES[code as keyof typeof NOTICES] : undefined;
  if (!message) return null;
  return (
    <p className="notice success" role="status">
      {message}
    </p>
  );
}
