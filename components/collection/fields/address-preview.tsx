'use client';

import type { FormField } from '@/lib/collections/form-fields';
import { useUiText } from '@/components/ui/ui-text';
import { useFormContext } from './form-context';
import { useSuggestedAddress } from './suggested-address';

/**
 * Under the field an address is made from: the entry's address as it will be, kept up to date as the member types
 * (its uid field may be folded away under the form's advanced options).
 */
export function AddressPreview({ uid, base, initial }: { uid: FormField; base: string; initial: string }) {
  const t = useUiText('DocumentForm');
  const { formId } = useFormContext();
  const { typed, suggested } = useSuggestedAddress(formId, uid, initial);
  const address = typed || suggested;
  return (
    <p className="address-preview">
      {address ? (
        <>
          {t('addressIs')} <span className="address-path">{`${base}${address}`}</span>
        </>
      ) : (
        t('addressFrom', { name: uid.source ?? '' })
      )}
    </p>
  );
}
