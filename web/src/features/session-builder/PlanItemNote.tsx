import type { Activity } from '@pitchside/shared';
import { Button } from '../../ui';
import { DiagramThumbnail } from '../activity-library/DiagramThumbnail';

type Props = {
  title: string;
  /** The drill, once read from the device. */
  activity: Activity | undefined;
  /** Opens a drill's full detail (diagram, setup, points). */
  onOpen: (activity: Activity) => void;
  reason: string | undefined;
  warnings: readonly string[];
  /** The drill Swap would bring, shown before the coach swaps. */
  swapFor?: Activity | undefined;
  onSwap?: () => void;
};

/**
 * Under a drill of the plan: its diagram (tap to open the drill), why it was chosen, what
 * does not suit the group, and Swap with a look at what it would bring.
 */
export function PlanItemNote({ title, activity, onOpen, reason, warnings, swapFor, onSwap }: Props) {
  return (
    <div className="plan-why">
      {activity ? (
        <button type="button" className="plan-why__open" aria-label={`Open ${title}`} onClick={() => onOpen(activity)}>
          <DiagramThumbnail activity={activity} />
          <span className="plan-why__open-label">View drill</span>
        </button>
      ) : null}
      {reason ? <p className="plan-why__reason meta">{reason}</p> : null}
      {warnings.map((w) => (
        <p key={w} className="plan-why__warning" role="note">
          {w}
        </p>
      ))}
      {onSwap ? (
        <div className="plan-why__swap row gap-2">
          {swapFor ? (
            <p className="plan-why__swap-for meta">
              Swap brings{' '}
              <button type="button" className="plan-why__swap-link" aria-label={`Preview ${swapFor.title}`} onClick={() => onOpen(swapFor)}>
                {swapFor.title}
              </button>
            </p>
          ) : null}
          <Button variant="secondary" size="sm" aria-label={`Swap ${title}`} onClick={onSwap}>
            Swap
          </Button>
        </div>
      ) : null}
    </div>
  );
}
