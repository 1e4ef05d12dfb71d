import { NextResponse, type NextRequest } from 'next/server';
import { getCatalog } from '@/lib/content/catalog';
import { relationOptions } from '@/lib/collections/data';

/** GET /api/collections/{pluralName}/options?q=: entries of a collection whose title contains q, for relation pickers. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ collection: string }> }) {
  const { collection } = await params;
  const catalog = await getCatalog();
  const type = catalog.collections.find((candidate) => candidate.schema.pluralName === collection);
  if (!type) return NextResponse.json([], { status: 404 });
  const search = (request.nextUrl.searchParams.get('q') ?? '').slice(0, 100);
  return NextResponse.json(await relationOptions(type.uid, catalog, search, 20));
}
