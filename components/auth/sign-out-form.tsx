/** A plain form POST: signing out works without JavaScript, and the handler deletes the HttpOnly cookie. */
export function SignOutForm() {
  return (
    <form action="/api/auth/logout" method="post" className="inline-form">
      <button type="submit" className="button-link">
        Sign out
      </button>
    </form>
  );
}
