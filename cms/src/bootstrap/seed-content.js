// Generated from small tables: the same 30 articles on every machine.
const CATEGORIES = [
  { name: 'Engineering', slug: 'engineering', description: 'How the pieces fit: caching, sessions, search and errors.' },
  { name: 'Design', slug: 'design', description: 'Typography, images and accessible interfaces.' },
  { name: 'Content', slug: 'content', description: 'Writing, markdown and structuring what you publish.' },
];

const SUBJECTS = [
  { name: 'Caching', category: 'engineering', image: 'aurora' },
  { name: 'Accessibility', category: 'design', image: 'meadow' },
  { name: 'Typography', category: 'design', image: 'dune' },
  { name: 'Image optimisation', category: 'design', image: 'lagoon' },
  { name: 'Sessions and cookies', plural: true, category: 'engineering', image: 'ember' },
  { name: 'Markdown', category: 'content', image: 'slate' },
  { name: 'Pagination', category: 'engineering', image: 'aurora' },
  { name: 'Search', category: 'engineering', image: 'lagoon' },
  { name: 'Forms', plural: true, category: 'design', image: 'meadow' },
  { name: 'Editorial workflows', plural: true, category: 'content', image: 'dune' },
];

const ANGLES = [
  { level: 'beginner', title: (subject) => `A beginner's guide to ${subject.toLowerCase()}` },
  { level: 'intermediate', title: (subject) => `${subject} in practice` },
  { level: 'advanced', title: (subject) => `Advanced ${subject.toLowerCase()}` },
];

const DEMO_USERS = [
  { username: 'ada', email: 'ada@portico.local', password: 'Portico-demo-1' },
  { username: 'grace', email: 'grace@portico.local', password: 'Portico-demo-2' },
];

const IMAGES = [
  { file: 'aurora.jpg', alt: 'Green and violet bands of light over a dark sky' },
  { file: 'meadow.jpg', alt: 'Soft green hills under a pale sky' },
  { file: 'dune.jpg', alt: 'Warm sand dunes at dusk' },
  { file: 'lagoon.jpg', alt: 'Turquoise water over pale sand' },
  { file: 'ember.jpg', alt: 'Glowing orange embers' },
  { file: 'slate.jpg', alt: 'Layers of grey and blue stone' },
];

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function markdownBody(subject, angle, index) {
  const topic = subject.name.toLowerCase();
  return `## Why ${topic} ${subject.plural ? 'matter' : 'matters'}

Good ${topic} is the difference between a site people trust and one they leave. This ${angle.level} piece walks through the ideas, then the practice.

### What you will learn

- The vocabulary of ${topic}
- Three habits that pay off at once
- Where to read more, such as the [Strapi documentation](https://docs.strapi.io) and the [Next.js docs](https://nextjs.org/docs)

### Steps

1. Measure what you have.
2. Change one thing.
3. Measure again.

| Habit | Effort | Pay-off |
| --- | --- | --- |
| Measure first | Low | High |
| Small changes | Medium | High |
| Write it down | Low | Medium |

\`\`\`ts
// Example ${index + 1}: ${subject.name}
export function checklist(topic: string): string[] {
  return ['measure', 'change', 'measure again'].map((step) => \`\${topic}: \${step}\`);
}
\`\`\`

> Tip: keep notes as you go; future you will thank you.

Questions? Write to [the editors](mailto:editors@portico.local).
`;
}

function blocksContent(subject, angle) {
  const text = (value, extra = {}) => ({ type: 'text', text: value, ...extra });
  return [
    { type: 'heading', level: 2, children: [text(`${subject.name} at a glance`)] },
    {
      type: 'paragraph',
      children: [
        text('This '),
        text(angle.level, { bold: true }),
        text(' summary sits beside the markdown body. See the '),
        { type: 'link', url: 'https://docs.strapi.io/cms/features/content-type-builder', children: [text('field reference')] },
        text(' for every block type.'),
      ],
    },
    { type: 'heading', level: 3, children: [text('Checklist')] },
    {
      type: 'list',
      format: 'unordered',
      children: ['Start small', 'Measure twice', 'Ship often'].map((item) => ({ type: 'list-item', children: [text(item)] })),
    },
    {
      type: 'list',
      format: 'ordered',
      children: ['Read', 'Try', 'Share'].map((item) => ({ type: 'list-item', children: [text(item)] })),
    },
    { type: 'quote', children: [text(`${subject.name} rewards patience.`, { italic: true })] },
    { type: 'code', children: [text(`npm run ${slugify(subject.name)}`)] },
  ];
}

function articles() {
  const list = [];
  ANGLES.forEach((angle, angleIndex) => {
    SUBJECTS.forEach((subject, subjectIndex) => {
      const index = angleIndex * SUBJECTS.length + subjectIndex;
      const title = angle.title(subject.name);
      const day = new Date(Date.UTC(2026, 0, 5 + index * 9));
      list.push({
        title,
        slug: slugify(title),
        summary: `${title}: the ideas behind ${subject.name.toLowerCase()} and the habits that make it work, for ${angle.level} readers.`,
        body: markdownBody(subject, angle, index),
        content: blocksContent(subject, angle),
        category: subject.category,
        image: subject.image,
        authorIndex: index % DEMO_USERS.length,
        publishedOn: day.toISOString().slice(0, 10),
        featured: index % 7 === 0,
        readingMinutes: 3 + ((index * 5) % 11),
        level: angle.level,
      });
    });
  });
  return list;
}

const HOMEPAGE = {
  title: 'Field notes on making the web',
  intro: `Essays and guides on the craft of building websites people trust: pages that load fast, read well and work for everyone.

- New pieces every week from our writers
- Members write and publish their own: [join us](/register)`,
  slides: [
    {
      image: 'aurora',
      title: 'Start with the guides',
      caption: 'From the first steps to the fine points, one subject at a time.',
      link: '/articles',
    },
    {
      image: 'lagoon',
      title: 'Write for Portico',
      caption: 'Members publish their own articles, and edit them later.',
      link: '/articles/new',
    },
    {
      image: 'dune',
      title: 'Three sections',
      caption: 'Engineering, design and content: find the pieces by section.',
      link: '/categories',
    },
    {
      image: 'ember',
      title: 'Your account, your way',
      caption: 'Sign in with a password, a passkey or your company account.',
      link: '/account',
    },
  ],
};

const FRENCH_CATEGORIES = {
  engineering: {
    name: 'Ingénierie',
    slug: 'ingenierie',
    description: 'Comment les pièces s’assemblent : cache, sessions, recherche et erreurs.',
  },
  design: { name: 'Conception', slug: 'conception', description: 'Typographie, images et interfaces accessibles.' },
  content: { name: 'Contenu', slug: 'contenu', description: 'Écrire, le markdown et la structure de ce que vous publiez.' },
};

const FRENCH_SUBJECTS = {
  Caching: 'la mise en cache',
  Accessibility: 'l’accessibilité',
  Typography: 'la typographie',
  'Image optimisation': 'l’optimisation des images',
  'Sessions and cookies': 'les sessions et les cookies',
  Markdown: 'le markdown',
  Pagination: 'la pagination',
  Search: 'la recherche',
  Forms: 'les formulaires',
  'Editorial workflows': 'les circuits éditoriaux',
};

const FRENCH_ANGLES = {
  beginner: (subject) => `Guide du débutant : ${subject}`,
  intermediate: (subject) => `${subject[0].toUpperCase()}${subject.slice(1)} en pratique`,
  advanced: (subject) => `${subject[0].toUpperCase()}${subject.slice(1)}, niveau avancé`,
};

const FRENCH_ARTICLES = 12;

function frenchArticle(article, index) {
  if (index >= FRENCH_ARTICLES) return null;
  const subject = FRENCH_SUBJECTS[SUBJECTS[index % SUBJECTS.length].name];
  const title = FRENCH_ANGLES[article.level](subject);
  return {
    title,
    slug: slugify(title.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
    summary: `${title} : les idées et les habitudes qui font la différence.`,
    body: `## Pourquoi ${subject} compte\n\nCet article (niveau ${article.level}) présente les idées, puis la pratique.\n\n- Mesurer\n- Changer une chose\n- Mesurer encore\n`,
  };
}

/** What "My drafts" shows the first demo users, and nobody else sees. */
const DRAFT_ARTICLES = [
  {
    title: 'Notes toward a team style guide',
    summary: 'Half-finished notes on voice, tone and the words we keep arguing about.',
    body: '## Voice\n\nWrite the way you would explain it to a colleague.\n\n## Still to decide\n\n- Oxford commas\n- Title case',
    category: 'content',
    image: 'slate',
    authorIndex: 0,
  },
  {
    title: 'What we learned from the redesign (draft)',
    summary: 'A retrospective in progress: what worked, what did not, and what we would do again.',
    body: 'Nothing here is final yet.',
    category: 'design',
    image: 'dune',
    authorIndex: 1,
  },
];

const FRENCH_HOMEPAGE = {
  title: 'Carnets de fabrication du web',
  intro: `Essais et guides sur le métier de faire des sites dignes de confiance : des pages qui se chargent vite, se lisent bien et servent tout le monde.

- De nouveaux textes chaque semaine
- Les membres écrivent et publient les leurs : [rejoignez-nous](/fr/register)`,
  slides: [
    {
      image: 'aurora',
      title: 'Commencez par les guides',
      caption: 'Du premier pas aux subtilités, un sujet à la fois.',
      link: '/fr/articles',
    },
    { image: 'lagoon', title: 'Trois rubriques', caption: 'Ingénierie, conception et contenu.', link: '/fr/categories' },
  ],
};

module.exports = {
  DRAFT_ARTICLES,
  CATEGORIES,
  DEMO_USERS,
  IMAGES,
  HOMEPAGE,
  articles,
  slugify,
  FRENCH_CATEGORIES,
  FRENCH_HOMEPAGE,
  frenchArticle,
};
