import { noticeFor } from '@/lib/auth/notices';

/** A confirmation carried by ?notice=<code>; unknown codes show nothing. */
export function Notice({ code }: { code: unknown }) {
  const message = noticeFor(code);
  if (!message) return null;
  return (
    <p className="notice success" role="status">
      {message}
    </p>
  );
}
