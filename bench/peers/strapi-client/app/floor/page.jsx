import { cookies } from 'next/headers';

/** The framework's floor: a bare dynamic page that only reads a cookie. */
export default async function Floor() {
  const signedIn = Boolean((await cookies()).get('strapi_jwt'));
  return <p>{signedIn ? 'signed in' : 'signed out'}</p>;
}
