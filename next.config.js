// @ts-check
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { checkSettingsOrExit } from './server/shared/settings-schema.mjs';

// `next build`, `next start` and `next dev` stop here on a refused or misspelt setting, before
// anything reads one (the page server has checked them already).
checkSettingsOrExit(process.env);
const { DRAFT_MODE_COOKIE } = await import('./server/shared/contract.mjs');
const {
  imageCacheMaxBytes,
  maxUploadBytes,
  nextDistDir,
  siteFolder,
  strapiUrl: strapiAddress,
  typechecked,
} = await import('./server/shared/settings.mjs');
const { siteAliases } = await import('./lib/site/site-aliases.mjs');
const { DEVICE_WIDTHS, IMAGE_WIDTHS } = await import('./server/shared/image-widths.mjs');

const strapiUrl = new URL(strapiAddress);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The page server compresses what Next sends, in brotli where a browser takes it.
  compress: false,
  // The site folder (PORTICO_SITE) stands behind `@site/site`, `@site/views` and `@site/theme.css`.
  turbopack: { resolveAlias: siteAliases(siteFolder) },
  // Traces (instrumentation.ts): OpenTelemetry is loaded from node_modules at run time, not bundled, so
  // Next's spans, the SDK and the page server share one copy of its API.
  serverExternalPackages: [
    '@opentelemetry/api',
    '@opentelemetry/context-async-hooks',
    '@opentelemetry/core',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation-undici',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace',
  ],
  // Next's data cache goes through our cache handler: in Redis, shared by several instances, or in a
  // capped memory LRU. Never Next's default, which also writes every entry to disk and never trims it.
  // The handler keeps entries in memory itself: Next's own memory layer in front of it would be a second copy.
  cacheHandler: fileURLToPath(new URL('./server/data-cache/cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  experimental: {
    // Media uploads go through the save server action: Next is given the bytes the form checks against.
    serverActions: { bodySizeLimit: maxUploadBytes },
    // Turbopack keeps a build cache for the next build (12 s of writing here). On a CI machine no
    // next build comes: the clone is thrown away.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // The stylesheet is a file of its own, not inlined: inlined, Next also put it twice in the page's RSC payload,
    // 111 KB of the list's 204 KB (decoded); linked, the list is 94 KB and a phone's Lighthouse scores the same.
    inlineCss: false,
  },
  // `npm test` type-checks the whole repository as a step of its own and says so with
  // PORTICO_TYPECHECKED: the build then skips its own pass over the same files (16 s here).
  typescript: { ignoreBuildErrors: typechecked },
  async headers() {
    // The headers every response gets; pages also get a nonce CSP (and HSTS over https) from proxy.ts.
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
        ],
      },
      {
        // A preview (draft mode) is framed by Strapi's admin: its page's CSP names who may
        // (frame-ancestors, set by the proxy). Every other response may not be framed at all.
        source: '/:path*',
        missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
        headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
      },
      {
        // The provider callback sets no-referrer itself.
        source: '/((?!connect/).*)',
        headers: [{ key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' }],
      },
    ];
  },
  // Lets several builds (tests, benchmarks) live side by side without clobbering each other.
  distDir: nextDistDir,
  images: {
    // Images are served by Strapi: only its own host is allowed.
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (strapiUrl.protocol.replace(':', '')),
        hostname: strapiUrl.hostname,
        port: strapiUrl.port,
        pathname: '/uploads/**',
      },
    ],
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: IMAGE_WIDTHS,
    // AVIF where the browser takes it, else WebP.
    formats: ['image/avif', 'image/webp'],
    // Optimized images on disk, least recently used dropped first: Next's default is half the free disk.
    maximumDiskCacheSize: imageCacheMaxBytes,
    // Strapi on localhost resolves to a private address; Next refuses those unless told.
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1', '::1'].includes(strapiUrl.hostname),
  },
};

// next-intl: the page's messages and formats, from the locale proxy.ts chose.
const withNextIntl = createNextIntlPlugin('./lib/i18n/request-config.ts');

export default withNextIntl(nextConfig);
