import { LanguageSwitcher } from '@/components/layout/language-switcher';

/**
 * An address the slot's pages do not match on a full page load (Next's own not-found page): the
 * switcher offers each locale's home page.
 */
export default function DefaultSwitcher() {
  return <LanguageSwitcher route={null} />;
}
