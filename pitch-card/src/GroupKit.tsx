// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import { formatKit, headingRules, type TeamProfile } from '@pitchside/shared';

/**
 * The group's match-format goals and ball, and its heading limit where heading is allowed:
 * lines for the run-through's kit list and the pitch card. Nothing without a profile.
 */
export function GroupKit({ profile, className }: { profile: TeamProfile | undefined; className?: string }) {
  const kit = formatKit(profile?.matchFormat ?? null);
  const heading = profile?.ageBand ? headingRules[profile.ageBand] : null;
  if (!kit && !heading) return null;
  return (
    <ul className={className} aria-label="For this group">
      {kit ? <li>Goals: {kit.goals} ({kit.format})</li> : null}
      {kit ? <li>Ball: {kit.ball}</li> : null}
      {heading ? <li>{heading.summary}</li> : null}
    </ul>
  );
}
