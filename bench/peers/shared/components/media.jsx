import Image from 'next/image';

/** Strapi's local upload provider answers with paths; other providers with absolute URLs. */
export function strapiMediaUrl(url) {
  return url.startsWith('/') ? `${process.env.STRAPI_URL}${url}` : url;
}

/** A Strapi image through next/image, at its own size (Strapi stores width and height). */
export function StrapiImage({ media, sizes = '(max-width: 960px) 100vw, 960px', preload = false }) {
  return (
    <Image
      src={strapiMediaUrl(media.url)}
      alt={media.alternativeText ?? ''}
      width={media.width ?? 1200}
      height={media.height ?? 675}
      sizes={sizes}
      preload={preload}
    />
  );
}
