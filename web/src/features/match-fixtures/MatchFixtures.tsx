import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canRunMatches, gameFormats, type RulePackId } from '@pitchside/shared';
import { Button, ButtonLink, EmptyState, Field, PageHeader, Select, Spinner, toast } from '../../ui';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { addFixture, useGroupMatches } from './use-matches';
import { checkFixture, initialFixture, packOptions, withPackSetup, type FixtureValues } from './fixture-form';
import { fixtureLine, matchTitle } from './match-format';
import './match-day.css';

/** /coach-groups/:groupId/matches — a group's fixtures, and adding one (offline too). */
export function MatchFixtures() {
  const { groupId = '' } = useParams();
  const data = useGroupMatches(groupId);
  const user = useSession((s) => s.user);
  const { online, lastSyncedAt, failed } = useSyncStatus();

  if (data.state === 'loading' || (data.state === 'missing' && online && lastSyncedAt === null && !failed)) return <Spinner block label="Loading matches…" />;
  if (data.state === 'missing') {
    return (
      <div className="page">
        <EmptyState headingLevel={1} title="Coach group not found" description="This group may have been deleted, or it has not reached this device yet." action={<ButtonLink to="/">Return Home</ButtonLink>} />
      </div>
    );
  }
  const { group, matches } = data;
  const runs = canRunMatches(user, group);
  return (
    <div className="page match-page grid gap-5">
      <PageHeader title={`${group.name} matches`} description={`${matches.length} ${matches.length === 1 ? 'fixture' : 'fixtures'}`} back={`/coach-groups/${group.id}/roster`} backLabel="Players" />
      {online ? null : (
        <p className="match-note" role="status">
          You are offline. Changes are kept on this device and sync when you are back online.
        </p>
      )}
      {runs ? (
        <FixtureForm groupId={group.id} ageBand={group.profile.ageBand} />
      ) : (
        <p className="match-note" role="note">
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
              <li key={match.id} className="match-row">
                <p className="match-row__title">
                  <Link to={`/matches/${match.id}/availability`}>{matchTitle(match)}</Link>
                </p>
                <p className="match-row__meta">{fixtureLine(match)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
export default MatchFixtures;

function FixtureForm({ groupId, ageBand }: { groupId: string; ageBand: Parameters<typeof initialFixture>[0] }) {
  const [values, setValues] = useState<FixtureValues>(() => initialFixture(ageBand));
  const [errors, setErrors] = useState<Partial<Record<keyof FixtureValues, string>>>({});
  const navigate = useNavigate();
  const set = <K extends keyof FixtureValues>(key: K, value: FixtureValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFixture(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const id = await addFixture(groupId, checked.fixture);
      toast({ title: `Fixture ${checked.fixture.homeAway === 'home' ? 'v' : '@'} ${checked.fixture.opponent} added`, variant: 'success' });
      navigate(`/matches/${id}/availability`);
    } catch {
      toast({ title: 'Failed to add the fixture', description: 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <section className="box" aria-labelledby="add-fixture-title">
      <h2 id="add-fixture-title" className="title-lg">
        Add a fixture
      </h2>
      <form className="match-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Opponent" required value={values.opponent} error={errors.opponent} onChange={(e) => set('opponent', e.target.value)} />
        <Field label="Date" type="date" required value={values.date} error={errors.date} onChange={(e) => set('date', e.target.value)} />
        <Field label="Kick-off" type="time" value={values.kickOff} error={errors.kickOff} onChange={(e) => set('kickOff', e.target.value)} />
        <Select
          label="Home or away"
          value={values.homeAway}
          onChange={(e) => set('homeAway', e.target.value === 'away' ? 'away' : 'home')}
          options={[
            { value: 'home', label: 'Home' },
            { value: 'away', label: 'Away' },
          ]}
        />
        <Field label="Venue" value={values.venue} error={errors.venue} onChange={(e) => set('venue', e.target.value)} />
        <Select label="Rules" value={values.rulePack} options={packOptions} onChange={(e) => setValues((v) => withPackSetup({ ...v, rulePack: e.target.value as RulePackId }, ageBand))} />
        <Select label="Format" value={values.format} options={gameFormats.map((f) => ({ value: f, label: f }))} onChange={(e) => set('format', e.target.value as FixtureValues['format'])} />
        <Field label="Periods" type="number" inputMode="numeric" min={1} max={4} value={values.periods} error={errors.periods} onChange={(e) => set('periods', e.target.value)} />
        <Field label="Minutes per period" type="number" inputMode="decimal" min={5} max={45} step={0.5} value={values.periodMinutes} error={errors.periodMinutes} onChange={(e) => set('periodMinutes', e.target.value)} />
        <div className="match-form__actions">
          <Button type="submit">Add Fixture</Button>
        </div>
      </form>
    </section>
  );
}
