import { PASSWORD_MIN } from '@studydesk/contract';

type Level = { label: string; value: number; color: 'error' | 'warning' | 'info' | 'success' };

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/];

/** A rough strength of a password, for the hint under the box (the server enforces the rule). */
export function passwordStrength(password: string): Level {
  const kinds = CLASSES.filter((c) => c.test(password)).length;
  if (password.length < PASSWORD_MIN) return { label: 'Too short', value: 10, color: 'error' };
  if (kinds < 2) return { label: 'Weak', value: 30, color: 'error' };
  const score = kinds + (password.length >= 14 ? 1 : 0);
  if (score <= 2) return { label: 'Fair', value: 55, color: 'warning' };
  if (score === 3) return { label: 'Good', value: 75, color: 'info' };
  return { label: 'Strong', value: 100, color: 'success' };
}

/** "Password strength: Good" with a bar; says what is needed while it is empty. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  if (!password)
    return (
      <span id={id} className="sd-small sd-muted">
        At least {PASSWORD_MIN} characters, mixing letters with digits, capitals or symbols.
      </span>
    );
  const level = passwordStrength(password);
  return (
    <div id={id} aria-live="polite" className={`sd-level-${level.color}`}>
      <span
        className="sd-strength-track"
        role="progressbar"
        aria-label="Password strength"
        aria-valuenow={level.value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span
          className="sd-strength-bar"
          style={{ transform: `translateX(${level.value - 100}%)` }}
        />
      </span>
      <span className="sd-small sd-muted">Password strength: {level.label}</span>
    </div>
  );
}
