import { useId } from 'react';

type StepperProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** 'players' in 'Fewer players' / 'More players'. */
  noun: string;
};

/** A count set with big minus and plus buttons (gloves, rain) or typed in. */
export function Stepper({ label, value, min, max, onChange, noun }: StepperProps) {
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className="stepper stack gap-1">
      <label className="stepper__label" htmlFor={id}>
        {label}
      </label>
      <div className="stepper__row">
        <button type="button" className="stepper__button" aria-label={`Fewer ${noun}`} disabled={value <= min} onClick={() => set(value - 1)}>
          −
        </button>
        <input
          id={id}
          className="stepper__value"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(e) => {
            const typed = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(typed)) set(typed);
          }}
        />
        <button type="button" className="stepper__button" aria-label={`More ${noun}`} disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
