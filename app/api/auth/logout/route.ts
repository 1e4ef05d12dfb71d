import { NextResponse, type NextRequest } from 'next/server';
import { strapiAuth } from '@/lib/session';

export async function POST(request: NextRequest) {
  await strapiAuth().logout();
  return NextResponse.redirect(new URL('/', request.url), 303);
}
