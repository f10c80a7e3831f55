import { useEffect, useRef, useState } from 'react';
import { badgeColour, can, canOn, type Activity } from '@pitchside/shared';
import { mutate } from '../../data/mutate';
import { useSession } from '../../data/session';
import { ActionDialog, Badge, Button, ButtonLink, TrashIcon } from '../../ui';
import { MakeItEasierDialog, MakeItMoreChallengingDialog, TryTheseVariationsDialog } from '../adaptations/AdaptationChoiceDialog';
import { TroubleshootDialog } from '../adaptations/TroubleshootDialog';
import '../adaptations/phone-fullscreen.css';
import { addPlanNote } from '../plan-notes/plan-notes';
import { builderWithActivityHref, editActivityHref, topicName } from './activity-links';
import { ActivityDiagram } from './ActivityDiagram';
import { DrillProfile } from './DrillProfile';
import { AdaptationPanels, type PanelId } from './AdaptationPanels';
import { PlayerNumberOptionsPanel } from './PlayerNumberOptionsPanel';
import { useDeleteActivity } from './use-delete-activity';
import { useCopyToClub } from './use-copy-to-club';
import { DiagramExport } from './DiagramExport';
import '../../ui/Disc.css';
import './ActivityDetail.css';

export type ActivityDetailDialogProps = {
  activity: Activity | null | undefined;
  open: boolean;
  onClose: () => void;
  /** Set by the run-through: applied adaptations go into that session's notes. */
  context?: { sessionId: string };
  /** Replaces where applied adaptations are recorded (default: the session's notes, else the next plan's). */
  onApplyAdaptation?: (summary: string) => void | Promise<void>;
  /** Called after the activity was deleted (the dialog closes itself as well). */
  onDeleted?: (activityId: string) => void;
};

/** The full activity: diagram, setup, instructions, coaching points, player options and the adaptation tools. */
export function ActivityDetailDialog(props: ActivityDetailDialogProps) {
  return props.open && props.activity ? <DetailSurface {...props} activity={props.activity} /> : null;
}

function DetailSurface({ activity, onClose, context, onApplyAdaptation, onDeleted }: ActivityDetailDialogProps & { activity: Activity }) {
  const user = useSession((s) => s.user);
  const [adaptDialog, setAdaptDialog] = useState<PanelId | null>(null);
  const { remove, deleting } = useDeleteActivity(activity, () => {
    onDeleted?.(activity.id);
    onClose();
  });
  const topic = topicName(activity);
  const sessionId = context?.sessionId;
  const topRef = useRef<HTMLDivElement>(null);

  // The dialog focuses its first control, which here sits far down (the player count): start at the top instead.
  useEffect(() => {
    const top = topRef.current;
    if (!top) return;
    top.focus({ preventScroll: true });
    const body = top.closest('.dialog__body');
    if (body) body.scrollTop = 0;
  }, []);

  const recordAdaptation = async (summary: string) => {
    if (onApplyAdaptation) return onApplyAdaptation(summary);
    if (sessionId) return mutate('session.appendNote', { id: sessionId, note: `${activity.title}: ${summary}` });
    if (user) addPlanNote(user.id, activity, summary);
  };
  const appliedMessage = sessionId ? 'Added to the session notes' : 'Saved for your next session plan';
  const adaptProps = {
    activity,
    onClose: () => setAdaptDialog(null),
    onApply: recordAdaptation,
    appliedMessage,
  };

  const canEdit = canOn(user, 'editActivity', activity);
  const canDelete = canOn(user, 'deleteActivity', activity);
  const canUse = can(user, 'useActivity');
  const copyToClub = useCopyToClub(activity);
  const instructions = activity.instructions.split(/\n+/).filter((line) => line.trim());

  return (
    <>
      <ActionDialog
        open
        onClose={onClose}
        size="lg"
        busy={deleting}
        title={
          <span className="activity-detail__title">
            <span>{activity.title}</span> <Badge colour={badgeColour(topic)}>{topic}</Badge>
          </span>
        }
        description={activity.abilityLevel}
        actions={
          <>
            {canEdit ? (
              <ButtonLink variant="secondary" to={editActivityHref(activity.id)}>
                Edit Activity
              </ButtonLink>
            ) : null}
            {canDelete ? (
              <Button variant="danger" icon={<TrashIcon />} onClick={() => void remove()} pending={deleting} pendingLabel="Deleting...">
                Delete Activity
              </Button>
            ) : null}
            {copyToClub ? (
              <Button variant="secondary" onClick={() => void copyToClub.copy()} pending={copyToClub.copying} pendingLabel="Copying...">
                Copy to my club
              </Button>
            ) : null}
            {canUse ? <ButtonLink to={builderWithActivityHref(activity.id)}>Use This Activity</ButtonLink> : null}
          </>
        }
      >
        <div ref={topRef} tabIndex={-1} className="activity-detail stack gap-5 phone-fullscreen">
          <ActivityDiagram activity={activity} />
          {activity.diagram ? <DiagramExport diagram={activity.diagram} title={activity.title} /> : null}
          {activity.profile ? <DrillProfile profile={activity.profile} idPrefix="detail-profile" /> : null}

          <div className="detail-grid grid gap-3">
            <section className="detail-card box box--tight" aria-labelledby="detail-setup">
              <h3 id="detail-setup" className="detail-section__title">
                Setup
              </h3>
              <p>{activity.setup || 'No setup given.'}</p>
            </section>
            <section className="detail-card box box--tight" aria-labelledby="detail-instructions">
              <h3 id="detail-instructions" className="detail-section__title">
                Instructions
              </h3>
              {instructions.length > 0 ? instructions.map((line) => <p key={line}>{line}</p>) : <p>No instructions given.</p>}
            </section>
          </div>

          {activity.coachingPoints.length > 0 ? (
            <section aria-labelledby="detail-points">
              <h3 id="detail-points" className="detail-section__title">
                Coaching Points
              </h3>
              <ul className="coaching-points grid gap-3 list-bare">
                {activity.coachingPoints.map((point, i) => (
                  <li key={`${i}-${point}`} className="coaching-point">
                    <span className="disc coaching-point__number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <PlayerNumberOptionsPanel activity={activity} />
          <AdaptationPanels activity={activity} onOpenDialog={setAdaptDialog} />
        </div>
      </ActionDialog>

      {/* Siblings, not children: each is its own modal on top of this one. */}
      <MakeItEasierDialog open={adaptDialog === 'simplify'} {...adaptProps} />
      <MakeItMoreChallengingDialog open={adaptDialog === 'progress'} {...adaptProps} />
      <TryTheseVariationsDialog open={adaptDialog === 'variation'} {...adaptProps} />
      <TroubleshootDialog open={adaptDialog === 'troubleshoot'} {...adaptProps} />
    </>
  );
}

export default ActivityDetailDialog;
