/** A plain form POST: signing out works without JavaScript, and the handler deletes the HttpOnly cookie. */
export function SignOutForm({ variant = 'link' }: { variant?: 'link' | 'button' }) {
  return (
    <form action="/api/auth/logout" method="post" className="inline-form">
      <button type="submit" className={variant === 'link' ? 'button-link' : 'button secondary'}>
        Sign out
      </button>
    </form>
  );
}
