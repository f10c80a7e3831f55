import { useState, type ReactNode } from 'react';
import { abilityLevels, type AbilityLevel } from '@pitchside/shared';
import { Button, Select, useRevealInvalid } from '../../ui';
import { SpaceField } from '../../widgets/session-plan/SpaceField';
import { canLeaveStep, type BuilderDraft } from './builder-rules';
import { FocusOptions } from '../../widgets/focus-options/FocusOptions';

type StepProps = {
  draft: BuilderDraft;
  onChange: (patch: Partial<BuilderDraft>) => void;
  onNext: () => void;
  /**
   * "Plan it for me", first after the focus both ways of planning need. It calls
   * `askForFocus` when pressed without one: the focus field then says so and takes the focus.
   */
  planner?: (askForFocus: () => void) => ReactNode;
};

function isLevel(value: string): value is AbilityLevel {
  return (abilityLevels as readonly string[]).includes(value);
}

/** Step 1: what the session trains; then plan it in one tap, or choose the drills yourself. */
export function SetupStep({ draft, onChange, onNext, planner }: StepProps) {
  const ready = canLeaveStep(draft, 1);
  const [focusAsked, setFocusAsked] = useState(false);
  const { ref, reveal } = useRevealInvalid<HTMLDivElement>();
  const askForFocus = () => {
    setFocusAsked(true);
    reveal();
  };
  return (
    <div className="builder__panel stack" ref={ref}>
      <div className="builder__fields">
        <Select
          label="Topic/Focus 1"
          required
          placeholder="Select a focus"
          value={draft.focus1}
          error={focusAsked && !draft.focus1 ? 'Choose a Topic/Focus 1 to plan this session.' : undefined}
          onChange={(e) => onChange({ focus1: e.target.value })}
        >
          <FocusOptions />
        </Select>
      </div>
      {planner?.(askForFocus)}
      <section className="builder-manual stack" aria-labelledby="builder-manual-title">
        <h3 id="builder-manual-title" className="builder__subtitle">
          Or choose the activities yourself
        </h3>
        <div className="builder__fields">
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
      </section>
    </div>
  );
}
