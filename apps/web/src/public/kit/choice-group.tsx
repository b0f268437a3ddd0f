import { useId } from 'react';

export type Choice = { value: string; label: string; hint?: string | null };

type Props = {
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * A row of radio buttons drawn as chips: a named group the arrow keys move through, each chip
 * with an optional second line (a time in the office's zone).
 */
export function ChoiceGroup({ legend, choices, value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="sd-choices">
      <legend className="sd-section-title">{legend}</legend>
      <div className="sd-choice-row">
        {choices.map((c) => (
          <label key={c.value} className="sd-choice">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
            />
            <span>
              {c.label}
              {c.hint && <small className="sd-choice-hint">{c.hint}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
