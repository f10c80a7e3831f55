/** The adaptation dialogs and the group-split helper (docs/spec/coaching.md "Adaptation dialogs"). */
export { AdaptationChoiceDialog, MakeItEasierDialog, MakeItMoreChallengingDialog, TryTheseVariationsDialog } from './AdaptationChoiceDialog';
export type { AdaptationDialogProps } from './AdaptationChoiceDialog';
export { TroubleshootDialog } from './TroubleshootDialog';
export type { TroubleshootDialogProps } from './TroubleshootDialog';
export { ActivityTimer, useActivityTimer } from './ActivityTimer';
export type { ActivityTimerState } from './ActivityTimer';
export { GroupSplitHelper, GroupPlanList, PlayerGroupInputs, usePlayerGroupInputs } from './GroupPlans';
export type { PlayerGroupInputsState } from './GroupPlans';
export type { ApplyProps } from './use-apply-changes';
export { adaptationChoices, adaptationSummary, troubleshootSummary, adaptationKinds } from './adaptation-choices';
export type { AdaptationKind } from './adaptation-choices';
