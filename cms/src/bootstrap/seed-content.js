// Written once, laid out by small tables: the same 30 articles on every machine.
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

/** Each piece's standfirst, as an editor would write it: beginner, intermediate, advanced. */
const SUMMARIES = {
  Caching: [
    'What a cache keeps, for how long, and why the fastest page is the one your server never builds twice.',
    'Cache headers, stale pages and purges on publish: a working setup for a site that changes every day.',
    'Tags, shared stores and the stampede at midnight: keeping a busy cache honest across many servers.',
  ],
  Accessibility: [
    'Headings, labels and focus you can see: the first fixes that open a site to everyone who visits.',
    'Testing with a keyboard and a screen reader each week, and the habits that keep a team from slipping.',
    'Live regions, dialogs and motion done right, where the audits stop and real use begins.',
  ],
  Typography: [
    'Line length, size and spacing: why a readable page starts long before anyone picks a typeface.',
    'Pairing faces, setting a scale and loading fonts without a flash of the wrong text.',
    'Variable fonts, optical sizes and the fine print of hyphenation in two languages.',
  ],
  'Image optimisation': [
    'Why a photograph weighs more than the rest of the page, and three ways to make it lighter today.',
    'Responsive sizes, modern formats and placeholders that keep the layout still while images arrive.',
    'Priorities, preloads and the largest contentful paint: getting the first picture on screen first.',
  ],
  'Sessions and cookies': [
    'What a cookie is, what a session remembers, and what a browser should never be asked to keep.',
    'Secure, HttpOnly and SameSite in practice, and signing out every device at once.',
    'Rotating secrets, surviving a stolen cookie and sessions shared across a fleet of servers.',
  ],
  Markdown: [
    'Headings, lists and links in plain text: a format you can learn over a cup of coffee.',
    'Tables, code and footnotes, and a style guide that keeps many writers sounding like one.',
    'Rendering untrusted markdown safely, and where it ends and structured content begins.',
  ],
  Pagination: [
    'Pages, numbers and the back button: why readers should always know where they are in a list.',
    'Page sizes, counts and addresses a reader can share, without loading every row to count them.',
    'Cursors, deep pages and lists that change while people page through them.',
  ],
  Search: [
    'How a search box finds what people mean, and what to do when it finds nothing at all.',
    'Stemming, accents and typos: a search that reads French as well as it reads English.',
    'Ranking, indexes that stay current on publish, and the cost of every keystroke.',
  ],
  Forms: [
    'Labels, hints and one clear message per mistake: a form people finish on the first try.',
    'Validation on both sides, saved drafts, and never losing what someone typed.',
    'Multi-step forms, file uploads and the forms that must work without JavaScript.',
  ],
  'Editorial workflows': [
    'From first draft to published page: who writes, who edits, and who presses the button.',
    'Drafts, previews and scheduled posts: a week in the life of a small newsroom.',
    'Reviews, roles and translations, when many hands touch one story.',
  ],
};

/** The opening paragraph of each subject's pieces. */
const LEDES = {
  Caching: 'Every page a reader waits for was built somewhere. A good cache builds it once and hands the copy to everyone who asks.',
  Accessibility: 'One visitor in five meets the web with a disability, and every visitor has a bad day on a small screen in the sun.',
  Typography: 'Readers never notice good typography. They only notice that they kept reading.',
  'Image optimisation':
    'The photograph at the top of a story is usually the heaviest thing on the page, and the first thing a reader sees.',
  'Sessions and cookies':
    'Signing in once and staying signed in feels simple. Behind it sits a small promise a site must keep with every request.',
  Markdown: 'Markdown lets a writer mark a heading or a link without leaving the keyboard, and it reads well even before it is rendered.',
  Pagination: 'A long list is a path through a collection. Numbered pages tell readers how far they have come and how far is left.',
  Search: 'Half of all visits start with a search box. What it answers in the first second decides whether anyone stays.',
  Forms: 'A form is a conversation. Most of them go wrong at the same few places, and all of them can be fixed.',
  'Editorial workflows': 'Publishing is a team sport. The tools should make the handoffs visible and the last step calm.',
};

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

${LEDES[subject.name]} This piece walks through the ideas, then the practice.

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
        summary: SUMMARIES[subject.name][angleIndex],
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

/** The French articles' standfirsts, in their order: the ten beginners' guides, then two in practice. */
const FRENCH_SUMMARIES = [
  'Ce qu’un cache garde, combien de temps, et pourquoi la page la plus rapide est celle qu’on ne construit qu’une fois.',
  'Titres, étiquettes et focus visible : les premières corrections qui ouvrent un site à tous ses visiteurs.',
  'Longueur de ligne, taille et interlignage : une page lisible commence bien avant le choix d’une police.',
  'Pourquoi une photo pèse plus lourd que tout le reste de la page, et trois façons de l’alléger dès aujourd’hui.',
  'Ce qu’est un cookie, ce dont une session se souvient, et ce qu’on ne doit jamais confier au navigateur.',
  'Titres, listes et liens en texte brut : un format qui s’apprend le temps d’un café.',
  'Des pages, des numéros et le bouton Retour : le lecteur doit toujours savoir où il en est dans une liste.',
  'Comment un champ de recherche trouve ce que les gens veulent dire, et que faire quand il ne trouve rien.',
  'Des étiquettes, des indications et un seul message par erreur : un formulaire qu’on remplit du premier coup.',
  'Du premier jet à la page publiée : qui écrit, qui relit, et qui appuie sur le bouton.',
  'En-têtes de cache, pages périmées et purges à la publication : une configuration pour un site qui change chaque jour.',
  'Tester au clavier et au lecteur d’écran chaque semaine, et les habitudes qui évitent à une équipe de relâcher.',
];

const FRENCH_ARTICLES = FRENCH_SUMMARIES.length;

function frenchArticle(article, index) {
  if (index >= FRENCH_ARTICLES) return null;
  const subject = FRENCH_SUBJECTS[SUBJECTS[index % SUBJECTS.length].name];
  const title = FRENCH_ANGLES[article.level](subject);
  return {
    title,
    slug: slugify(title.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
    summary: FRENCH_SUMMARIES[index],
    body: `## Pourquoi ${subject} compte\n\n${FRENCH_SUMMARIES[index]} Cet article présente les idées, puis la pratique.\n\n- Mesurer\n- Changer une chose\n- Mesurer encore\n`,
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
