'use client';

import dynamic from 'next/dynamic';

/**
 * The site's client view for code blocks. Next bundles together the client components a route can
 * reach, and every route reaches the site's views: through `dynamic`, the button's script is its own
 * chunk, fetched only by pages that show code. It still renders on the server.
 */
export const CopyCode = dynamic(() => import('./copy-button').then((module) => module.CopyButton));
