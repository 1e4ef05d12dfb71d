import Image from 'next/image';
import Link from 'next/link';
import { LocalLink } from '@/components/ui/local-link';
import { getTranslations } from 'next-intl/server';
import { defineViews, type CardViewProps, type FieldViewProps, type PageViewProps } from '@/components/site/site-api';
import { firstImageProps, isMedia, mediaSlide, placeholderProps } from '@/lib/content/media';
import type { StrapiDocument } from '@/lib/strapi';

const ARTICLE = 'api::article.article';
const HOMEPAGE = 'api::homepage.homepage';

const cover = (entry: StrapiDocument) => (isMedia(entry.cover) ? mediaSlide(entry.cover) : null);

/** An article in a list: its cover, its category, its title as the link, its summary and byline. */
async function ArticleCard({ entry, href, draft, lead, field }: CardViewProps) {
  const [t, tList] = await Promise.all([getTranslations('Site'), getTranslations('List')]);
  const image = cover(entry);
  const title = String(entry.title ?? '');
  return (
    <article className="article-card">
      {image ? (
        <Image
          className="cover"
          src={image.src}
          alt=""
          width={640}
          height={360}
          sizes="(max-width: 720px) 100vw, 360px"
          // The first card's cover is a phone's largest element.
          {...firstImageProps(lead)}
        />
      ) : (
        <div className="cover cover-empty" aria-hidden="true" />
      )}
      {field('category')}
      <h2>
        <Link href={href}>{title}</Link> {draft && <span className="draft-badge">{tList('draft')}</span>}
      </h2>
      {typeof entry.summary === 'string' && <p>{entry.summary}</p>}
      <p className="byline">
        {field('level')}
        {field('publishedOn')}
        {typeof entry.readingMinutes === 'number' && <span>{t('minutes', { count: entry.readingMinutes })}</span>}
      </p>
    </article>
  );
}

/** An article laid out as one: byline, cover, body and rich text, then whatever else it holds. */
async function ArticlePage({ entry, field, fields }: PageViewProps) {
  const t = await getTranslations('Site');
  const image = cover(entry);
  const author = (entry.author as { username?: string } | null | undefined)?.username;
  return (
    <div className="article-layout">
      <p className="byline">
        {field('category')}
        {author && <span>{t('by', { name: author })}</span>}
        {field('publishedOn')}
        {typeof entry.readingMinutes === 'number' && <span>{t('minutes', { count: entry.readingMinutes })}</span>}
        {field('level')}
      </p>
      {typeof entry.summary === 'string' && <p className="lead">{entry.summary}</p>}
      {/* The page's largest element on a phone: fetched first, not lazily, so it paints early (LCP). */}
      {image && (
        <div className="cover field-media">
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width ?? 1280}
            height={image.height ?? 720}
            sizes="(max-width: 800px) 100vw, 760px"
            {...firstImageProps(true)}
            {...placeholderProps(image)}
          />
        </div>
      )}
      <div className="article-body">
        {field('body')}
        {field('content')}
      </div>
      <div className="article-rest">
        {fields(['summary', 'cover', 'body', 'content', 'category', 'author', 'publishedOn', 'readingMinutes', 'level'])}
      </div>
    </div>
  );
}

/** An article's category, wherever it shows: a chip leading to the category. */
function CategoryChip({ value }: FieldViewProps) {
  const category = value as { documentId?: string; name?: string; slug?: string } | null;
  if (!category?.documentId) return null;
  return (
    <LocalLink className="chip" href={`/categories/${encodeURIComponent(category.slug || category.documentId)}`}>
      {category.name ?? category.documentId}
    </LocalLink>
  );
}

/** The home page: the intro beside the carousel, then the featured articles (drawn as their cards). */
function HomePage({ field }: PageViewProps) {
  return (
    <>
      <div className="home-hero">
        <div className="home-intro">{field('intro')}</div>
        <div className="home-slides">{field('slides')}</div>
      </div>
      {field('featured')}
    </>
  );
}

export default defineViews({
  types: { [ARTICLE]: { card: ArticleCard, page: ArticlePage }, [HOMEPAGE]: { page: HomePage } },
  fields: { byName: { [`${ARTICLE}.category`]: CategoryChip } },
});
