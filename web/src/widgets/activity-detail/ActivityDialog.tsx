import { useState } from 'react';
import { badgeColour, canOn, DEFAULT_ACTIVITY_MINUTES, type Activity } from '@pitchside/shared';
import { useSession } from '../../data/session';
import { ActionDialog, Badge, Button, Tabs, TextList, TrashIcon } from '../../ui';
import { topicName } from './activity-links';
import { useDeleteActivity } from './use-delete-activity';
import { ActivityTimer, useActivityTimer } from '../adaptations/ActivityTimer';
import { GroupSplitHelper, usePlayerGroupInputs } from '../adaptations/GroupPlans';
import '../adaptations/Adaptations.css';
import '../adaptations/phone-fullscreen.css';

export type ActivityDialogView = 'overview' | 'timer' | 'group-settings';

export type ActivityDialogProps = {
  activity: Activity | null | undefined;
  open: boolean;
  onClose: () => void;
  /** Which state it opens in. */
  initialView?: ActivityDialogView;
  /** The minutes the timer starts with (the plan's duration for this activity). */
  minutes?: number;
};

/** The quick activity dialog: overview, a countdown, and the group-split helper; it can also delete the activity. */
export function ActivityDialog(props: ActivityDialogProps) {
  return props.open && props.activity ? <ActivityDialogSurface {...props} activity={props.activity} /> : null;
}

function ActivityDialogSurface({ activity, onClose, initialView = 'overview', minutes = DEFAULT_ACTIVITY_MINUTES }: ActivityDialogProps & { activity: Activity }) {
  const user = useSession((s) => s.user);
  const [view, setView] = useState<string>(initialView);
  const { remove, deleting } = useDeleteActivity(activity, onClose);
  const topic = topicName(activity);
  const timer = useActivityTimer(activity.title, minutes);
  const groupInputs = usePlayerGroupInputs();

  const overview = (
    <div className="activity-overview">
      <dl>
        <dt>Topic</dt>
        <dd>
          <Badge colour={badgeColour(activity.subCategoryName ?? topic)}>{topic}</Badge>
        </dd>
        <dt>Level</dt>
        <dd>{activity.abilityLevel}</dd>
        {activity.setup ? (
          <>
            <dt>Setup</dt>
            <dd>{activity.setup}</dd>
          </>
        ) : null}
      </dl>
      {activity.coachingPoints.length > 0 ? (
        <>
          <h3 style={{ fontSize: 'var(--text-md)', margin: '0 0 var(--space-2)' }}>Key coaching points</h3>
          <TextList items={activity.coachingPoints} />
        </>
      ) : null}
    </div>
  );

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={activity.title}
      size="md"
      busy={deleting}
      actions={
        canOn(user, 'deleteActivity', activity) ? (
          <Button variant="danger" icon={<TrashIcon />} onClick={() => void remove()} pending={deleting} pendingLabel="Deleting...">
            Delete Activity
          </Button>
        ) : null
      }
    >
      <div className="phone-fullscreen">
        <Tabs
          label="Activity tools"
          value={view}
          onChange={setView}
          tabs={[
            { id: 'overview', label: 'Overview', content: overview },
            { id: 'timer', label: 'Timer', content: <ActivityTimer timer={timer} /> },
            { id: 'group-settings', label: 'Group Settings', content: <GroupSplitHelper activity={activity} inputs={groupInputs} /> },
          ]}
        />
      </div>
    </ActionDialog>
  );
}
