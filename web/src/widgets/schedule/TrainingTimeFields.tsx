import { MAX_TRAINING_MINUTES } from '@pitchside/shared';
import { Field } from '../../ui';
import './TrainingTimeFields.css';
import type { TrainingTimeInput, TrainingTimeProblem } from './training-time-form';

type Props = {
  value: TrainingTimeInput;
  onChange: (next: TrainingTimeInput) => void;
  problem: TrainingTimeProblem | null;
};

/** Start time (the phone's native time picker) and duration in minutes; both optional. */
export function TrainingTimeFields({ value, onChange, problem }: Props) {
  const errorFor = (field: TrainingTimeProblem['field']) => (problem?.field === field ? problem.message : undefined);
  return (
    <div className="training-time-fields">
      <Field
        label="Start Time"
        type="time"
        value={value.startTime}
        onChange={(e) => onChange({ ...value, startTime: e.target.value })}
        error={errorFor('startTime')}
        hint="Optional. The club's local time."
      />
      <Field
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TRAINING_MINUTES}
        step={1}
        value={value.durationMinutes}
        onChange={(e) => onChange({ ...value, durationMinutes: e.target.value })}
        error={errorFor('durationMinutes')}
        hint="Optional, e.g. 90."
      />
    </div>
  );
}
