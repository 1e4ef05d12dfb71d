import { LanguageSwitcher } from '@/components/layout/language-switcher';

/** The header's Language switcher on the home page (the slot's other addresses: [...path]/page.tsx). */
export default function HomeSwitcher() {
  return <LanguageSwitcher route="/" />;
}
