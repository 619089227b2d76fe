import { limits, passwordStrength, Strength, validateSetup } from '../../../lib/core';

const LEVELS = {
  [Strength.Weak]: { name: 'weak', label: 'Weak' },
  [Strength.Fair]: { name: 'fair', label: 'Fair' },
  [Strength.Strong]: { name: 'strong', label: 'Strong' },
} as const;

/**
 * The new password's strength as it is typed (folio-core's `passwordStrength`), with what the
 * rule asks while it is refused. Before anything is typed it states the rule.
 */
export function StrengthHint({
  id,
  username,
  password,
  refused,
}: {
  /** The hint's id, which the password field's `aria-describedby` names. */
  id: string;
  username: string;
  password: string;
  /** The rule's message already shows under the field. */
  refused: boolean;
}) {
  if (password === '') {
    return (
      <p className="field-hint" id={id}>
        At least {limits.passwordMin} characters; a passphrase of a few words is easy to remember.
      </p>
    );
  }
  const strength = passwordStrength(username, password);
  const level = LEVELS[strength];
  const advice =
    strength === Strength.Weak
      ? !refused && validateSetup({ username, password }).errors?.find((e) => e.field === 'password')?.message
      : strength === Strength.Fair
        ? 'A longer passphrase is stronger.'
        : 'Good choice.';
  return (
    <div className={`strength strength--${level.name}`} id={id}>
      <span className="strength-bar" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="field-hint">
        <strong>{level.label}</strong>
        {advice ? `: ${advice}` : ''}
      </span>
    </div>
  );
}
