import { defineSite } from '@/components/site/site-api';

/**
 * The second model's site: the header's and footer's links are its editors', kept in the site menu
 * single type in each locale; where the menu has no version, its own navigation (guides first) stands in.
 */
export default defineSite({
  description: {
    en: 'Travel guides to coasts, cities and mountains, by people who went there.',
    de: 'Reiseführer zu Küsten, Städten und Bergen, von Leuten, die dort waren.',
    ja: '海岸、街、山への旅行ガイド。実際に訪れた人たちが書いています。',
  },
  navigation: {
    from: 'site-menu',
    links: 'headerLinks',
    label: 'label',
    href: 'url',
    // Its lighthouse by its English address: each locale links its own version, by its name there.
    fallback: [{ collection: 'guides' }, { collection: 'places' }, { entry: 'places', address: 'harbour-lighthouse' }],
  },
  footer: { from: 'site-menu', links: 'footerLinks', label: 'label', href: 'url', note: 'footerNote' },
  // The home page is a place, by its address in English, in each locale's version.
  home: { collection: 'places', address: 'harbour-lighthouse' },
  // The words of its own views, in each of its locales.
  messages: {
    en: {
      copy: 'Copy code',
      copied: 'Copied',
      strip: 'Coasts, cities and mountains',
      promise: 'Every guide on {site} was walked first.',
      next: 'Then choose a guide to walk.',
    },
    de: {
      copy: 'Code kopieren',
      copied: 'Kopiert',
      strip: 'Küsten, Städte und Berge',
      promise: 'Jeder Führer auf {site} wurde zuerst erwandert.',
      next: 'Dann wähle einen Führer zum Wandern.',
    },
    ja: {
      copy: 'コードをコピー',
      copied: 'コピーしました',
      strip: '海岸、街、山',
      promise: '{site}のガイドはすべて実際に歩いてから書かれています。',
      next: '次に、歩くガイドを選んでください。',
    },
  },
  // Portico's own words, the site's way: its search box names what there is to find.
  interfaceWords: {
    en: { Search: { placeholder: 'Guides and places…' } },
    de: { Search: { placeholder: 'Reiseführer und Orte…' } },
  },
});
