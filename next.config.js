// @ts-check
const strapiUrl = new URL(process.env.STRAPI_URL || 'http://localhost:1337');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Lets several builds (tests, benchmarks) live side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
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
    // Strapi on localhost resolves to a private address; Next refuses those unless told.
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1', '::1'].includes(strapiUrl.hostname),
  },
};

export default nextConfig;
