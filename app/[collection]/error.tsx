'use client';

import { useUiText } from '@/components/ui/ui-text';
import { ErrorState } from '@/components/layout/error-state';

export default function CollectionError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useUiText('Errors');
  return <ErrorState title={t('listTitle')} body={t('listBody')} reset={reset} />;
}
