import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localHref } from '@/lib/i18n/request-locale';

/** A link to one of the app's pages, in the page's locale. */
export async function LocalLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  return <Link href={await localHref(href)} {...props} />;
}
