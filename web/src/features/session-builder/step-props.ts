import type { BuilderDraft } from './builder-rules';
import type { BuilderActivities } from './use-builder-activities';

/** What the builder gives each of its steps: the draft, the activities to choose from, and the way on. */
export type BuilderStepProps = {
  draft: BuilderDraft;
  activities: BuilderActivities | undefined;
  onChange: (patch: Partial<BuilderDraft>) => void;
  onBack: () => void;
  onNext: () => void;
};
