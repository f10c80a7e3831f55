import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canRunMatches, type Match, type MatchFixture, type TeamAgeBand } from '@pitchside/shared';
import { Button, confirmAction, EmptyState, PageHeader, toast } from '../../ui';
import { GroupUnavailable } from '../../widgets/not-on-device/GroupUnavailable';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { addFixture, editFixture, removeFixture, useGroupMatches } from './use-matches';
import { fixtureValuesOf, initialFixture } from './fixture-form';
import { FixtureForm } from './FixtureForm';
import { fixtureLine, matchTitle } from './match-format';
import './match-day.css';

/** /coach-groups/:groupId/matches — a group's fixtures: adding, editing and removing one (offline too). */
export function MatchFixtures() {
  const { groupId = '' } = useParams();
  const data = useGroupMatches(groupId);
  const user = useSession((s) => s.user);
  const { online } = useSyncStatus();

  if (data.state !== 'ready') {
    return <GroupUnavailable state={data.state} loadingLabel="Loading matches…" />;
  }
  const { group, matches } = data;
  const runs = canRunMatches(user, group);
  return (
    <div className="page match-page grid gap-5">
      <PageHeader title={`${group.name} matches`} description={`${matches.length} ${matches.length === 1 ? 'fixture' : 'fixtures'}`} back={`/coach-groups/${group.id}/roster`} backLabel="Players" />
      {online ? null : (
        <p className="note" role="status">
          You are offline. Changes are kept on this device and sync when you are back online.
        </p>
      )}
      {runs ? (
        <AddFixture groupId={group.id} ageBand={group.profile.ageBand} />
      ) : (
        <p className="note" role="note">
          Only the club's admins and the group's coaches can add fixtures.
        </p>
      )}
      <section aria-labelledby="fixtures-title">
        <h2 id="fixtures-title" className="title-lg">
          Fixtures
        </h2>
        {matches.length === 0 ? (
          <EmptyState title="No fixtures yet" description={runs ? 'Add the next match above.' : 'Nobody has added a match for this group yet.'} />
        ) : (
          <ul className="grid gap-2 list-bare">
            {matches.map((match) => (
              <FixtureRow key={match.id} match={match} runs={runs} ageBand={group.profile.ageBand} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
export default MatchFixtures;

function AddFixture({ groupId, ageBand }: { groupId: string; ageBand: TeamAgeBand | null }) {
  const navigate = useNavigate();
  const save = async (fixture: MatchFixture) => {
    try {
      const id = await addFixture(groupId, fixture);
      toast({ title: `Fixture ${matchTitle(fixture)} added`, variant: 'success' });
      navigate(`/matches/${id}/availability`);
    } catch (error) {
      toast({ title: 'Failed to add the fixture', description: 'Please try again.', variant: 'destructive' });
      throw error;
    }
  };
  return <FixtureForm title="Add a fixture" initial={initialFixture(ageBand)} ageBand={ageBand} submitLabel="Add Fixture" onSave={save} />;
}

/** One fixture in the list; its runners edit it in place or remove it. */
function FixtureRow({ match, runs, ageBand }: { match: Match; runs: boolean; ageBand: TeamAgeBand | null }) {
  const [editing, setEditing] = useState(false);
  const save = async (fixture: MatchFixture) => {
    try {
      await editFixture(match.id, fixture);
      setEditing(false);
      toast({ title: `Fixture ${matchTitle(fixture)} saved`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to save the fixture', description: 'Please try again.', variant: 'destructive' });
      throw error;
    }
  };
  const remove = async () => {
    const ok = await confirmAction(`Remove the match ${matchTitle(match)}? Its availability, lineup and match log go with it.`, { title: 'Remove Fixture', confirmLabel: 'Remove' });
    if (!ok) return;
    try {
      await removeFixture(match.id);
      toast({ title: `Fixture ${matchTitle(match)} removed`, variant: 'success' });
    } catch {
      toast({ title: 'Failed to remove the fixture', description: 'Please try again.', variant: 'destructive' });
    }
  };
  if (editing) {
    return (
      <li>
        <FixtureForm title={`Edit ${matchTitle(match)}`} initial={fixtureValuesOf(match)} ageBand={ageBand} submitLabel="Save Fixture" onSave={save} onCancel={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="match-row" data-match-id={match.id}>
      <p className="match-row__title">
        <Link to={`/matches/${match.id}/availability`}>{matchTitle(match)}</Link>
      </p>
      <p className="match-row__meta">{fixtureLine(match)}</p>
      {runs ? (
        <div className="row gap-2 match-row__actions">
          <Button variant="secondary" size="sm" aria-label={`Edit ${matchTitle(match)}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="danger" size="sm" aria-label={`Remove ${matchTitle(match)}`} onClick={() => void remove()}>
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  );
}
