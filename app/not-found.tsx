import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundMetadata } from '@/lib/http/page-answers';

/** An address no route matches (Next answers 404 and renders it on the server). */
export default function NotFound() {
  return <NotFoundView />;
}

/** Its title: Next itself marks a 404 it renders `noindex`. */
export async function generateMetadata(): Promise<Metadata> {
  const { title } = await notFoundMetadata();
  return { title };
}
