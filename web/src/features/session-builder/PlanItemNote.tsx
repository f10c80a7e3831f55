import { Button } from '../../ui';

/** Under a drill of the plan: why it was chosen, what does not suit the group, and Swap. */
export function PlanItemNote({ title, reason, warnings, onSwap }: { title: string; reason: string | undefined; warnings: readonly string[]; onSwap?: () => void }) {
  if (!reason && warnings.length === 0) return null;
  return (
    <div className="plan-why">
      {reason ? <p className="plan-why__reason meta">{reason}</p> : null}
      {warnings.map((w) => (
        <p key={w} className="plan-why__warning" role="note">
          {w}
        </p>
      ))}
      {onSwap ? (
        <Button variant="secondary" size="sm" aria-label={`Swap ${title}`} onClick={onSwap}>
          Swap
        </Button>
      ) : null}
    </div>
  );
}
