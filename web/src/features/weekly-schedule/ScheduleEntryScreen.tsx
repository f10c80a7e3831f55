import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { can, formatDayHeading, formatTrainingTime, type ScheduleEntry, type Session } from '@pitchside/shared';
import { Button, ButtonLink, Card, PageHeader, toast } from '../../ui';
import { db } from '../../data/db';
import { useSession } from '../../data/session';
import { useSyncedRow } from '../../data/synced-query';
import { SessionUnavailable } from '../../widgets/session-plan/SessionUnavailable';
import { entryTap, formatRunTime } from '../../widgets/schedule/schedule-view';
import { runScheduleEntry } from '../../widgets/schedule/use-week-schedule';

const AssignSessionDialog = lazy(() => import('../../widgets/schedule/EntryDialogs').then((m) => ({ default: m.AssignSessionDialog })));

type EntryData = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; entry: ScheduleEntry; session: Session | undefined; latestRun: Session | undefined };

/** The entry with its session and latest run; loading while the first sync may still bring it. */
function useScheduleEntry(entryId: string): EntryData {
  return useSyncedRow(
    async (): Promise<Exclude<EntryData, { state: 'loading' }>> => {
      const entry = await db.scheduleEntries.get(entryId);
      if (!entry) return { state: 'missing' };
      const session = entry.sessionId ? await db.sessions.get(entry.sessionId) : undefined;
      const runs = await db.sessions.where('scheduleEntryId').equals(entry.id).toArray();
      const latestRun = runs.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
      return { state: 'ready', entry, session, latestRun };
    },
    [entryId],
  );
}

/**
 * /schedule/:entryId — one schedule entry, as a calendar event links to it. It does what tapping
 * the entry on the home schedule does: runs a copy of its session (or goes back to the run still
 * going), so the library plan is never run, completed or adapted itself.
 */
export function ScheduleEntryScreen() {
  const { entryId = '' } = useParams();
  const data = useScheduleEntry(entryId);
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [assigning, setAssigning] = useState(false);
  // Only the first look acts by itself: coming back here (or a later change) waits for a tap.
  const acted = useRef(false);

  const run = async (entry: ScheduleEntry, session: Session) => {
    setStarting(true);
    try {
      const copyId = await runScheduleEntry(entry, session);
      toast({ title: 'Session Started', description: 'A copy of the session has been started.', variant: 'success' });
      navigate(`/session-execution/${copyId}`, { replace: true });
    } catch {
      setStarting(false);
      toast({ description: 'Failed to start session. Please try again.', variant: 'destructive' });
    }
  };

  const ready = data.state === 'ready' ? data : undefined;
  const tap = ready ? entryTap({ hasSession: ready.session !== undefined, latestRun: ready.latestRun, mayAssign: can(user, 'scheduleSession') }) : undefined;

  useEffect(() => {
    if (!ready || acted.current) return;
    acted.current = true;
    if (tap === 'run' && ready.session) void run(ready.entry, ready.session);
    if (tap === 'resume' && ready.latestRun) navigate(`/session-execution/${ready.latestRun.id}`, { replace: true });
  }, [ready, tap]);

  if (!ready) {
    return <SessionUnavailable state={data.state === 'loading' ? 'loading' : 'missing'} loadingLabel="Loading session…" action={<ButtonLink to="/">Return Home</ButtonLink>} />;
  }
  const { entry, session, latestRun } = ready;
  const when = [entry.groupName, formatDayHeading(entry.date), formatTrainingTime(entry)].filter(Boolean).join(' • ');
  const finishedAt = latestRun?.completedAt ?? latestRun?.updatedAt;

  return (
    <div className="page">
      <PageHeader title={session?.title ?? 'Session to be chosen'} description={when} back />
      <Card className="stack">
        {tap === 'review' && latestRun && finishedAt ? (
          <p>
            This session was completed ({formatRunTime(finishedAt, entry.date)}). View that run and its notes, or run the session again as a new
            copy.
          </p>
        ) : null}
        {tap === 'assign' || tap === 'none' ? <p>No session has been chosen for this training yet.</p> : null}
        {tap === 'run' || tap === 'resume' ? <p>Starting the session…</p> : null}
        <div className="row">
          {tap === 'review' && latestRun ? (
            <ButtonLink to={`/session-execution/${latestRun.id}`} variant="secondary">
              View Run
            </ButtonLink>
          ) : null}
          {(tap === 'review' || tap === 'run') && session ? (
            <Button onClick={() => void run(entry, session)} pending={starting} pendingLabel="Starting...">
              {tap === 'review' ? 'Run Again' : 'Run Session'}
            </Button>
          ) : null}
          {tap === 'resume' && latestRun ? <ButtonLink to={`/session-execution/${latestRun.id}`}>Continue Session</ButtonLink> : null}
          {tap === 'assign' ? <Button onClick={() => setAssigning(true)}>Choose a Session</Button> : null}
          <ButtonLink to="/" variant="secondary">
            Return Home
          </ButtonLink>
        </div>
      </Card>
      <Suspense fallback={null}>{assigning ? <AssignSessionDialog entry={entry} onClose={() => setAssigning(false)} /> : null}</Suspense>
    </div>
  );
}
export default ScheduleEntryScreen;
