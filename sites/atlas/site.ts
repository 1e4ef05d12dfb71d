import { defineSite } from '@/components/site/site-api';

/**
 * The second model's site: the header's and footer's links are its editors', kept in the site menu
 * single type in each locale; where the menu has no version, its own navigation (guides first) stands in.
 */
export default defineSite({
  navigation: {
    from: 'site-menu',
    links: 'headerLinks',
    label: 'label',
    href: 'url',
    fallback: [{ collection: 'guides' }, { collection: 'places' }],
  },
  footer: { from: 'site-menu', links: 'footerLinks', label: 'label', href: 'url', note: 'footerNote' },
  // The words of its own views, in each of its locales.
  messages: {
    en: { copy: 'Copy code', copied: 'Copied' },
    de: { copy: 'Code kopieren', copied: 'Kopiert' },
    ja: { copy: 'コードをコピー', copied: 'コピーしました' },
  },
});
