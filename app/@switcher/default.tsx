import { LanguageSwitcher } from '@/components/layout/language-switcher';

// On Next's own not-found page the slot matches nothing: each locale's home page.
export default function DefaultSwitcher() {
  return <LanguageSwitcher route={null} />;
}
