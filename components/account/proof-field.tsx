import { Field } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/auth/rules';

export type ProofName = 'currentPassword' | 'confirmUsername';

export type ProofText = { proofLabel: string; confirmHint: string };

/** "Confirm it's you", before what could take the account over: the password, or a provider's account's username. */
export function ProofField({
  name,
  id,
  text,
  value,
  errors,
}: {
  name: ProofName;
  id: string;
  text: ProofText;
  value: string;
  errors: FieldErrors;
}) {
  return (
    <Field
      id={id}
      label={text.proofLabel}
      hint={text.confirmHint}
      error={errors[name]}
      name={name}
      type={name === 'currentPassword' ? 'password' : 'text'}
      // Typed again on purpose, as deleting the account asks: no autofill of the username.
      autoComplete={name === 'currentPassword' ? 'current-password' : 'off'}
      defaultValue={value}
    />
  );
}
