import type { ReactNode } from 'react';
import { abilityLevels, type AbilityLevel } from '@pitchside/shared';
import { Button, Select } from '../../ui';
import { SpaceField } from '../../widgets/session-plan/SpaceField';
import { canLeaveStep, type BuilderDraft } from './builder-rules';
import { FocusOptions } from '../../widgets/focus-options/FocusOptions';

type StepProps = {
  draft: BuilderDraft;
  onChange: (patch: Partial<BuilderDraft>) => void;
  onNext: () => void;
  /** "Plan it for me", below the setup's own actions. */
  planner?: ReactNode;
};

function isLevel(value: string): value is AbilityLevel {
  return (abilityLevels as readonly string[]).includes(value);
}

/** Step 1: what the session trains and for whom. */
export function SetupStep({ draft, onChange, onNext, planner }: StepProps) {
  const ready = canLeaveStep(draft, 1);
  return (
    <div className="builder__panel stack">
      <div className="builder__fields">
        <Select
          label="Topic/Focus 1"
          required
          placeholder="Select a focus"
          value={draft.focus1}
          onChange={(e) => onChange({ focus1: e.target.value })}
        >
          <FocusOptions />
        </Select>
        <Select label="Focus 2 (optional)" placeholder="None" value={draft.focus2} onChange={(e) => onChange({ focus2: e.target.value })}>
          <FocusOptions />
        </Select>
        <Select label="Focus 3 (optional)" placeholder="None" value={draft.focus3} onChange={(e) => onChange({ focus3: e.target.value })}>
          <FocusOptions />
        </Select>
        <Select
          label="Ability Level"
          required
          placeholder="Select ability level"
          value={draft.abilityLevel}
          options={abilityLevels.map((l) => ({ value: l, label: l }))}
          onChange={(e) => onChange({ abilityLevel: isLevel(e.target.value) ? e.target.value : '' })}
        />
        <SpaceField value={draft.space} onChange={(space) => onChange({ space })} />
      </div>
      <div className="builder__actions row">
        <Button size="lg" disabled={!ready} onClick={onNext} aria-describedby={ready ? undefined : 'builder-setup-hint'}>
          Find Matching Activities
        </Button>
        {ready ? null : (
          <p id="builder-setup-hint" className="builder__hint meta">
            Choose a Topic/Focus 1 and an Ability Level to find matching activities.
          </p>
        )}
      </div>
      {planner}
    </div>
  );
}
