'use client';

import slugify from '@sindresorhus/slugify';
import { useEffect, useState } from 'react';
import type { FormField } from '@/lib/collections/form-fields';

/** The input of a top-level field of the form, by the id FieldList gives it. */
const inputOf = (formId: string, name: string) => document.getElementById(`${formId}-${name}`) as HTMLInputElement | null;

/**
 * What a uid field will hold: what the member typed in it, else what Strapi makes from its target field (the same
 * library and options as Strapi's own, so the address shown is the one it gets, but for a "-1" when it is taken).
 */
export function useSuggestedAddress(formId: string, uid: FormField, initial: string): { typed: string; suggested: string } {
  const [address, setAddress] = useState({ typed: initial, suggested: '' });
  useEffect(() => {
    const own = inputOf(formId, uid.name);
    const form = own?.form;
    if (!own || !form || !uid.from) return;
    const options = (uid.attribute as { options?: Record<string, unknown> }).options;
    const update = () => {
      const source = inputOf(formId, uid.from!)?.value.trim() ?? '';
      setAddress({ typed: own.value.trim(), suggested: source ? slugify(source, options) : '' });
    };
    update();
    form.addEventListener('input', update);
    return () => form.removeEventListener('input', update);
  }, [formId, uid]);
  return address;
}
