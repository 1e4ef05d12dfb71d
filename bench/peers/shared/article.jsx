import { HTTPNotFoundError } from '@strapi/client';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlocksContent } from './components/blocks';
import { MarkdownContent } from './components/markdown';
import { StrapiImage } from './components/media';
import { client } from './strapi';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function Row({ label, children }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One article, with the same query as Portico's detail page. */
export async function ArticleView({ id }) {
  let article;
  try {
    ({ data: article } = await client.collection('articles').findOne(id, {
      populate: { cover: true, gallery: true, category: { fields: ['name'] } },
    }));
  } catch (error) {
    if (error instanceof HTTPNotFoundError) notFound();
    throw error;
  }
  return (
    <article>
      <title>{article.title}</title>
      <nav>
        <Link href="/articles">Articles</Link>
      </nav>
      <h1>{article.title}</h1>
      <dl>
        {article.slug && <Row label="Slug">{article.slug}</Row>}
        {article.summary && (
          <Row label="Summary">
            <p>{article.summary}</p>
          </Row>
        )}
        {article.body && (
          <Row label="Body">
            <MarkdownContent source={article.body} />
          </Row>
        )}
        {article.content && (
          <Row label="Content">
            <BlocksContent blocks={article.content} />
          </Row>
        )}
        {article.cover && (
          <Row label="Cover">
            <StrapiImage media={article.cover} />
          </Row>
        )}
        {article.gallery?.length > 0 && (
          <Row label="Gallery">
            {article.gallery.map((media) => (
              <StrapiImage key={media.documentId} media={media} />
            ))}
          </Row>
        )}
        {article.category && <Row label="Category">{article.category.name}</Row>}
        {article.author && <Row label="Author">{article.author.username}</Row>}
        {article.publishedOn && <Row label="Published on">{dateFormat.format(new Date(`${article.publishedOn}T00:00:00Z`))}</Row>}
        <Row label="Featured">{article.featured ? 'Yes' : 'No'}</Row>
        {article.readingMinutes && <Row label="Reading minutes">{article.readingMinutes}</Row>}
        {article.level && <Row label="Level">{article.level.charAt(0).toUpperCase() + article.level.slice(1)}</Row>}
      </dl>
    </article>
  );
}
