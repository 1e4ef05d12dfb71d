import { defineSite } from '@/components/site/site-api';
import en from './messages/en.json';
import fr from './messages/fr.json';
import logoDark from './logo-dark.svg';
import logo from './logo.svg';
import { articleForm, english, french } from './words';

/** The demo's identity, navigation and words (the embedded Strapi's model: articles, categories, about). */
export default defineSite({
  name: 'Portico',
  description: {
    en: 'A small magazine about making websites: essays and guides on engineering, design and writing for the web.',
    fr: 'Un petit magazine sur la fabrication des sites : essais et guides sur l’ingénierie, la conception et l’écriture pour le web.',
  },
  logo: { light: logo, dark: logoDark },
  themeColor: { light: '#f7f1e8', dark: '#16110e' },
  navigation: [{ collection: 'articles' }, { collection: 'categories' }, { page: 'about', label: { en: 'About', fr: 'À propos' } }],
  footer: {
    note: {
      en: 'Portico · essays and guides on making websites people trust',
      fr: 'Portico · essais et guides pour des sites dignes de confiance',
    },
  },
  words: { en: english, fr: french },
  // The model's bookkeeping (addresses, what the home page features, the gallery the article's own view shows) is not for readers.
  types: {
    'api::article.article': {
      hide: ['slug', 'featured'],
      sort: ['publishedOn', 'readingMinutes'],
      filters: ['category', 'level'],
      form: articleForm,
    },
    'api::category.category': { hide: ['slug'] },
  },
  messages: { en, fr },
});
