/** The pages every benchmark compares, and the links a router follows to reach each one. */
export const PAGES = ['list', 'detail', 'home'];

/** The article every detail scenario shows: the first in the list (markdown, blocks, a gallery). @returns {Promise<{ documentId: string, slug: string | null }>} */
export async function firstArticle(strapiUrl) {
  const response = await fetch(`${strapiUrl}/api/articles?sort[0]=createdAt:desc&fields[0]=slug&pagination[pageSize]=1`);
  const { data } = await response.json();
  return { documentId: data[0].documentId, slug: data[0].slug ?? null };
}

/** Portico's pages: an article at its address, its slug (its documentId answers 301 there). */
export const pagePaths = (article) => ({ list: '/articles', detail: `/articles/${article.slug || article.documentId}`, home: '/' });

/** The peers' pages, and Portico's before entries were addressed by name: an article by its documentId. */
export const idPaths = (article) => ({ ...pagePaths(article), detail: `/articles/${article.documentId}` });

/** Per app: what shows it has hydrated, and for each page the page a navigation starts from and the link clicked there. */
export const NAVIGATIONS = {
  portico: {
    ready: 'html[data-hydrated]',
    list: { from: 'detail', link: 'nav[aria-label="Collections"] a[href="/articles"]' },
    detail: { from: 'list', link: '.document-list h2 a' },
    home: { from: 'list', link: 'a.brand' },
  },
  isr: {
    // Its header asks /api/me once hydrated, then shows "Sign in".
    ready: 'header a[href="/login"]',
    list: { from: 'detail', link: 'header a[href="/articles"]' },
    detail: { from: 'list', link: 'main li h2 a' },
    home: { from: 'list', link: 'header a[href="/"]' },
  },
};

/** The demo member the signed-in scenarios are measured as. */
export const DEMO = { identifier: 'ada@portico.local', password: 'Portico-demo-1' };

/** The demo member's token, straight from Strapi. */
export async function signIn(strapiUrl) {
  const response = await fetch(`${strapiUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.250.0.1' },
    body: JSON.stringify(DEMO),
  });
  const { jwt } = await response.json();
  if (!jwt) throw new Error('the demo account could not sign in');
  return jwt;
}
