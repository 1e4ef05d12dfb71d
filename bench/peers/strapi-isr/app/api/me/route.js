import { cookies } from 'next/headers';

// Per-user answer: never prerendered, never cached.
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The current user from the strapi_jwt cookie, as Strapi sees it; 401 when signed out or the token is refused. */
export async function GET() {
  const token = (await cookies()).get('strapi_jwt')?.value;
  if (!token) return Response.json({}, { status: 401, headers: noStore });
  const response = await fetch(`${process.env.STRAPI_URL}/api/users/me`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (response.status === 401 || response.status === 403) return Response.json({}, { status: 401, headers: noStore });
  if (!response.ok) return Response.json({}, { status: 502, headers: noStore });
  const { id, username } = await response.json();
  return Response.json({ id, username }, { headers: noStore });
}
