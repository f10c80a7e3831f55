import { useState } from 'react';
import { troubleshootCategories, type Activity, type TroubleshootCategory } from '@pitchside/shared';
import { Badge, Button, Checkbox, CheckIcon, TextList } from '../../ui';
import { troubleshootSummary, type TroubleshootState } from './adaptation-choices';
import { ApplyChangesDialog } from './ApplyChangesDialog';
import type { ApplyProps } from './use-apply-changes';

export type TroubleshootDialogProps = ApplyProps & {
  open: boolean;
  onClose: () => void;
  activity: Pick<Activity, 'title'> | null;
};

/** Troubleshoot: the four common problems, their solutions and coaching tips, and Mark as Resolved. */
export function TroubleshootDialog(props: TroubleshootDialogProps) {
  return props.open ? <TroubleshootSurface {...props} /> : null;
}

type Entry = { solutions: ReadonlySet<number>; resolved: boolean };
const emptyEntry: Entry = { solutions: new Set(), resolved: false };

function TroubleshootSurface({ activity, ...dialog }: TroubleshootDialogProps) {
  const [state, setState] = useState<TroubleshootState>({});
  const summary = troubleshootSummary(state);

  const update = (id: TroubleshootCategory['id'], change: (entry: Entry) => Entry) =>
    setState((previous) => ({ ...previous, [id]: change(previous[id] ?? emptyEntry) }));

  const toggleSolution = (id: TroubleshootCategory['id'], index: number) =>
    update(id, (entry) => {
      const solutions = new Set(entry.solutions);
      if (solutions.has(index)) solutions.delete(index);
      else solutions.add(index);
      return { ...entry, solutions };
    });

  return (
    <ApplyChangesDialog
      {...dialog}
      summary={summary}
      title="Troubleshoot"
      description={activity ? `${activity.title}: pick the problem you see and what you will try.` : 'Pick the problem you see and what you will try.'}
      size="lg"
    >
      <div className="troubleshoot-list stack phone-fullscreen">
        {troubleshootCategories.map((category) => {
          const entry = state[category.id] ?? emptyEntry;
          const headingId = `troubleshoot-${category.id}`;
          return (
            <section
              key={category.id}
              className={`troubleshoot-problem${entry.resolved ? ' troubleshoot-problem--resolved' : ''}`}
              aria-labelledby={headingId}
              data-problem={category.id}
            >
              <div className="troubleshoot-problem__head row row--spread gap-2">
                <h3 id={headingId} className="troubleshoot-problem__title title-lg">
                  {category.title}
                </h3>
                {entry.resolved ? (
                  <Badge colour="green">
                    <CheckIcon aria-hidden="true" width={14} height={14} /> Resolved
                  </Badge>
                ) : null}
              </div>
              <h4 className="kicker">Solutions</h4>
              <div className="adapt-options stack gap-2">
                {category.solutions.map((solution, index) => (
                  <Checkbox
                    key={solution}
                    className="adapt-option"
                    label={solution}
                    checked={entry.solutions.has(index)}
                    onChange={() => toggleSolution(category.id, index)}
                  />
                ))}
              </div>
              <h4 className="kicker">Coaching tips</h4>
              <TextList items={category.coachingTips} />
              <div className="row" style={{ marginTop: 'var(--space-3)' }}>
                <Button
                  variant={entry.resolved ? 'primary' : 'secondary'}
                  size="sm"
                  aria-pressed={entry.resolved}
                  aria-describedby={headingId}
                  icon={entry.resolved ? <CheckIcon aria-hidden="true" /> : undefined}
                  onClick={() => update(category.id, (e) => ({ ...e, resolved: !e.resolved }))}
                >
                  Mark as Resolved
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </ApplyChangesDialog>
  );
}
