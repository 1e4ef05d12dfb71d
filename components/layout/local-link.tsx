import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localHref } from '@/lib/i18n/request-locale';

/** A link to one of the app's pages, in the locale of the page being rendered (/fr/… on a French page). */
export async function LocalLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  return <Link href={await localHref(href)} {...props} />;
}
