import { useMemo } from 'react';
import type { Activity } from '@pitchside/shared';
import { Checkbox } from '../../ui';
import { useIdSet } from '../../ui/use-id-set';
import { adaptationChoices, adaptationKinds, adaptationSummary, OWN_TIP_PREFIX, type AdaptationKind } from './adaptation-choices';
import { ApplyChangesDialog } from './ApplyChangesDialog';
import type { ApplyProps } from './use-apply-changes';

export type AdaptationDialogProps = ApplyProps & {
  open: boolean;
  onClose: () => void;
  /** Its own tips are offered after the catalogue's. */
  activity: Pick<Activity, 'title' | 'simplifyTips' | 'progressTips' | 'variationTips'> | null;
};

/** Make It Easier, Make It More Challenging, Try These Variations: choose, then Apply Changes. */
export function AdaptationChoiceDialog(props: AdaptationDialogProps & { kind: AdaptationKind }) {
  return props.open ? <ChoiceDialogSurface {...props} /> : null;
}

export function MakeItEasierDialog(props: AdaptationDialogProps) {
  return <AdaptationChoiceDialog kind="simplify" {...props} />;
}

export function MakeItMoreChallengingDialog(props: AdaptationDialogProps) {
  return <AdaptationChoiceDialog kind="progress" {...props} />;
}

export function TryTheseVariationsDialog(props: AdaptationDialogProps) {
  return <AdaptationChoiceDialog kind="variation" {...props} />;
}

function ChoiceDialogSurface({ kind, activity, ...dialog }: AdaptationDialogProps & { kind: AdaptationKind }) {
  const info = adaptationKinds[kind];
  const choices = useMemo(() => adaptationChoices(kind, activity), [kind, activity]);
  const [chosen, toggle] = useIdSet();
  const summary = adaptationSummary(kind, choices, chosen);

  const catalogue = choices.filter((c) => !c.id.startsWith(OWN_TIP_PREFIX));
  const own = choices.filter((c) => c.id.startsWith(OWN_TIP_PREFIX));

  return (
    <ApplyChangesDialog {...dialog} summary={summary} title={info.title} description={activity ? `${activity.title}: ${info.description}` : info.description} size="md">
      <div className="phone-fullscreen">
        <fieldset className="adapt-options stack gap-2">
          <legend>Choose one or more changes</legend>
          {catalogue.map((option) => (
            <Checkbox
              key={option.id}
              className="adapt-option"
              label={option.title}
              description={option.description}
              checked={chosen.has(option.id)}
              onChange={() => toggle(option.id)}
            />
          ))}
        </fieldset>
        {own.length > 0 ? (
          <fieldset className="adapt-options stack gap-2">
            <legend>From this activity</legend>
            {own.map((option) => (
              <Checkbox
                key={option.id}
                className="adapt-option"
                label={option.title}
                checked={chosen.has(option.id)}
                onChange={() => toggle(option.id)}
              />
            ))}
          </fieldset>
        ) : null}
      </div>
    </ApplyChangesDialog>
  );
}
