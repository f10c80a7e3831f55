import { canEditTeamProfile, emptyTeamProfile, type CoachGroup, type TeamProfile } from '@pitchside/shared';
import { Button } from '../../ui';
import { useSession } from '../../data/session';
import { profileSummary } from './profile-text';
import { formatKitSummary } from './format-kit';
import { TeamProfileForm } from './TeamProfileForm';
import { saveTeamProfile } from './use-team-profile';
import { useDeviceEdit } from '../device-edit/use-device-edit';
import './TeamProfile.css';

/** A group's team profile on its roster: the summary, and the form for those who keep the roster. */
export function TeamProfileSection({ group }: { group: CoachGroup }) {
  const user = useSession((s) => s.user);
  const { editing, setEditing, save } = useDeviceEdit((next: TeamProfile) => saveTeamProfile(group.id, next), {
    saved: 'Team profile saved',
    failed: 'Failed to save the profile',
  });
  const profile = group.profile ?? emptyTeamProfile;
  const mayEdit = canEditTeamProfile(user, group);
  const summary = profileSummary(profile);
  const kit = formatKitSummary(profile);

  return (
    <section className="team-profile grid gap-2 box" aria-labelledby="team-profile-title">
      <h2 id="team-profile-title" className="team-profile__title title-lg">
        Team profile
      </h2>
      {editing ? (
        <TeamProfileForm profile={profile} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <p className="team-profile__summary" data-testid="team-profile-summary">
            {summary || 'Not set yet: age band, match format, usual training length and squad size help plan sessions that fit.'}
          </p>
          {kit ? <p className="team-profile__kit">{kit}</p> : null}
          {mayEdit ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {summary ? 'Edit Profile' : 'Set Profile'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
