const NOTICES = {
  created: 'Saved. Your entry has been created.',
  saved: 'Saved. Your changes are live.',
  deleted: 'Deleted.',
  published: 'Published. Everyone can see this entry now.',
  'draft-saved': 'Draft saved. Only you can see it until you publish it.',
  unpublished: 'Unpublished. The entry is a draft again: only you can see it.',
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
