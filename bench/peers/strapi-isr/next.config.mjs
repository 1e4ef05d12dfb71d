// The ISR peer: what most Next.js teams ship. Static pages revalidated every 60 s, the user fetched in the browser.
const strapiUrl = new URL(process.env.STRAPI_URL || 'http://localhost:1337');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    remotePatterns: [{ protocol: strapiUrl.protocol.replace(':', ''), hostname: strapiUrl.hostname, port: strapiUrl.port, pathname: '/uploads/**' }],
    dangerouslyAllowLocalIP: true,
  },
};

export default nextConfig;
