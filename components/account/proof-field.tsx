/**
 * "Confirm it's you": the current password, or for an account without one (a provider's) the username typed
 * again, which Strapi asks for before what could take the account over; one given in the last 5 minutes does too.
 */
export function ProofField({
  name,
  id,
  label,
  hint,
  value,
  error,
}: {
  name: 'currentPassword' | 'confirmUsername';
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type={name === 'currentPassword' ? 'password' : 'text'}
        // Typed again on purpose, as deleting the account asks: no autofill of the username.
        autoComplete={name === 'currentPassword' ? 'current-password' : 'off'}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
