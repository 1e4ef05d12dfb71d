import { HTTPNotFoundError } from '@strapi/client';
import Link from 'next/link';
import { MarkdownContent } from './components/markdown';
import { StrapiImage } from './components/media';
import { client } from './strapi';

/** The homepage single type, with the same populate as Portico's home page. */
export async function HomeView() {
  let homepage;
  try {
    ({ data: homepage } = await client.single('homepage').find({
      populate: { slides: { populate: { image: true } }, featured: { fields: ['title'] } },
    }));
  } catch (error) {
    // No homepage entry yet: Strapi answers 404 for an empty single type.
    if (error instanceof HTTPNotFoundError) return <p>Peer app: see /articles.</p>;
    throw error;
  }
  return (
    <article>
      <h1>{homepage.title}</h1>
      {homepage.intro && <MarkdownContent source={homepage.intro} />}
      {homepage.slides?.length > 0 && (
        <ul>
          {homepage.slides.map((slide, index) => (
            <li key={slide.id}>
              <figure>
                {slide.image && <StrapiImage media={slide.image} preload={index === 0} />}
                <figcaption>
                  {slide.link?.startsWith('/') ? <Link href={slide.link}>{slide.title}</Link> : slide.title} {slide.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {homepage.featured?.length > 0 && (
        <section>
          <h2>Featured</h2>
          <ul>
            {homepage.featured.map((article) => (
              <li key={article.documentId}>
                <Link href={`/articles/${article.documentId}`}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
