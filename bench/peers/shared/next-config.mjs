/** The Next configuration both peers share: Strapi's uploads as the only image host, and a build folder of their own. */
export function peerConfig() {
  const strapiUrl = new URL(process.env.STRAPI_URL || 'http://localhost:1337');
  /** @type {import('next').NextConfig} */
  return {
    poweredByHeader: false,
    distDir: process.env.NEXT_DIST_DIR || '.next',
    images: {
      remotePatterns: [
        { protocol: strapiUrl.protocol.replace(':', ''), hostname: strapiUrl.hostname, port: strapiUrl.port, pathname: '/uploads/**' },
      ],
      dangerouslyAllowLocalIP: true,
    },
  };
}
