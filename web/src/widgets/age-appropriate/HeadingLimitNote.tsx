import { headingProblemFor, headingRules, practisesHeading, type Activity, type TeamProfile } from '@pitchside/shared';
import './HeadingLimitNote.css';

/**
 * On a drill that practises heading, for a group with an age band: the group's limit where
 * heading is allowed, or a warning to leave the heading out where it is not.
 */
export function HeadingLimitNote({ activity, group }: { activity: Pick<Activity, 'title' | 'instructions' | 'profile'>; group: TeamProfile | undefined }) {
  const band = group?.ageBand;
  if (!band || !practisesHeading(activity)) return null;
  const rule = headingRules[band];
  const problem = headingProblemFor(band, activity);
  if (problem || !rule.allowed) {
    return (
      <p className="heading-note heading-note--warning" role="note">
        {problem ?? rule.summary}: leave the heading out for this group.
      </p>
    );
  }
  return (
    <p className="heading-note" role="note">
      Heading for {band}: at most {rule.maxHeadersPerSession} headers per player in this session, {rule.frequency}; count them (FA guidance).
    </p>
  );
}
