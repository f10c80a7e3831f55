import { useId } from 'react';
import { badgeColour, type Activity } from '@pitchside/shared';
import { Badge, Button, ButtonLink, Card, CheckIcon, ClockIcon, Skeleton } from '../../ui';
import { builderWithActivityHref, topicName } from '../../widgets/activity-detail/activity-links';
import { DiagramThumbnail } from './DiagramThumbnail';

type ActivityCardProps = {
  activity: Activity;
  selected: boolean;
  /** Add to Session (can 'useActivity'), offered only to someone who cannot select. */
  canUse: boolean;
  /** Select / Selected (can 'selectActivity'): the selection goes to a plan from the bar below the list. */
  canSelect: boolean;
  onView: (activity: Activity) => void;
  onTools: (activity: Activity) => void;
  onToggle: (activityId: string) => void;
};

export function ActivityCard({ activity, selected, canUse, canSelect, onView, onTools, onToggle }: ActivityCardProps) {
  const titleId = useId();
  const topic = topicName(activity);
  return (
    <Card className={`activity-card${selected ? ' activity-card--selected' : ''}`} interactive aria-labelledby={titleId} role="article">
      <div className="activity-card__head">
        <DiagramThumbnail activity={activity} />
        <div className="activity-card__heading">
          <h2 id={titleId} className="activity-card__title title-lg" tabIndex={-1}>
            {activity.title}
          </h2>
          <div className="activity-card__meta row gap-2">
            <Badge colour={badgeColour(topic)}>{topic}</Badge>
            <span className="activity-card__level">{activity.abilityLevel}</span>
          </div>
        </div>
      </div>
      <div className="activity-card__actions">
        <Button variant="secondary" aria-describedby={titleId} onClick={() => onView(activity)}>
          View Full Activity
        </Button>
        {canSelect ? (
          <Button
            variant={selected ? 'primary' : 'secondary'}
            className="activity-card__select"
            aria-pressed={selected}
            aria-describedby={titleId}
            icon={selected ? <CheckIcon /> : undefined}
            onClick={() => onToggle(activity.id)}
          >
            {selected ? 'Selected' : 'Select'}
          </Button>
        ) : canUse ? (
          <ButtonLink variant="secondary" aria-describedby={titleId} to={builderWithActivityHref(activity.id)}>
            Add to Session
          </ButtonLink>
        ) : null}
      </div>
      <Button variant="ghost" className="activity-card__tools" icon={<ClockIcon />} aria-describedby={titleId} onClick={() => onTools(activity)}>
        Timer &amp; groups
      </Button>
    </Card>
  );
}

/** One of the six placeholders shown while the device's library loads. */
export function ActivityCardSkeleton() {
  return (
    <Card className="activity-card activity-card--skeleton" aria-hidden="true">
      <div className="activity-card__head">
        <Skeleton width={96} height={72} />
        <div className="activity-card__heading">
          <Skeleton width="70%" height={22} />
          <div className="activity-card__meta row gap-2">
            <Skeleton width={90} height={22} radius={999} />
            <Skeleton width={70} height={16} />
          </div>
        </div>
      </div>
      <div className="activity-card__actions">
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    </Card>
  );
}
