import { LanguageSwitcher } from '@/components/layout/language-switcher';

export default function HomeSwitcher() {
  return <LanguageSwitcher route="/" />;
}
