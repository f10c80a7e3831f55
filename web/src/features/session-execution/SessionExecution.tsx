import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { badgeColour, DEFAULT_ACTIVITY_MINUTES, formatDayHeading, formatTrainingTime, phasesFor, type Activity, type ScheduleEntry, type Session } from '@pitchside/shared';
import { Badge, Button, ButtonLink, confirmAction, EmptyState, Switch, toast } from '../../ui';
import { CheckIcon } from '../../ui/icons';
import { useShownAfterFirstPaint } from '../../ui/use-shown-after-first-paint';
import { mutate } from '../../data/mutate';
import { deviceStorage } from '../../data/device-store';
import { topicName } from '../../widgets/activity-detail/activity-links';
import { ActivityDiagram } from '../../widgets/activity-detail/ActivityDiagram';
import { DrillProfile } from '../../widgets/activity-detail/DrillProfile';
import { KitList } from './KitList';
import { useGroupProfile } from '../../widgets/age-appropriate/use-group-profile';
import { HeadingLimitNote } from '../../widgets/age-appropriate/HeadingLimitNote';
import { SessionUnavailable } from '../../widgets/session-plan/SessionUnavailable';
import { LibraryPlanRun } from './LibraryPlanRun';
import { SessionPitchCardActions } from '../pitch-card/PitchCardActions';
import { ShareLinkButton } from '../../widgets/share-link/ShareLinkButton';
import { AdaptationPanels, type PanelId } from '../../widgets/activity-detail/AdaptationPanels';
import { AdaptationChoiceDialog } from '../../widgets/adaptations/AdaptationChoiceDialog';
import { TroubleshootDialog } from '../../widgets/adaptations/TroubleshootDialog';
import { formatClock, remainingSeconds } from '../../ui/timer/countdown';
import { RunTimer } from './RunTimer';
import { timerKey } from './run-timers';
import { loadAutoStartNext, saveAutoStartNext, startsNextCountdown } from './run-settings';
import { finishSession, readRunSessionEarly, useRunSession } from './use-run-session';
import { useRunTimers } from './use-run-timers';
import { TurnoutAdaptation, useTurnout, WhosHere, type TurnoutApi } from '../../widgets/turnout';
import { Register } from '../../widgets/attendance/Register';
import { RunNoteDialog } from './RunNoteDialog';
import '../../widgets/activity-detail/ActivityDetail.css';
import './SessionExecution.css';

/** /session-execution/:sessionId — run a session at the pitch, from the device's copy (works offline). */
export function SessionExecution() {
  const { sessionId = '' } = useParams();
  const data = useRunSession(sessionId);
  if (data.state !== 'ready') {
    return <SessionUnavailable state={data.state} loadingLabel="Loading session…" action={<ButtonLink to="/">Return Home</ButtonLink>} />;
  }
  if (data.session.savedToLibrary) return <LibraryPlanRun session={data.session} />;
  return <RunThrough key={data.session.id} session={data.session} activities={data.activities} scheduled={data.scheduled} />;
}
export default SessionExecution;

/** Starts the reads of the run-through at `pathname` before it renders (app/preload.ts). */
export function readEarlyFor(pathname: string): void {
  const sessionId = /^\/session-execution\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (sessionId) readRunSessionEarly(decodeURIComponent(sessionId));
}

function clampIndex(index: number, total: number): number {
  return Math.min(Math.max(0, index), Math.max(0, total - 1));
}

type RunThroughProps = { session: Session; activities: (Activity | undefined)[]; scheduled: ScheduleEntry | undefined };

function RunThrough({ session, activities, scheduled }: RunThroughProps) {
  const navigate = useNavigate();
  const total = session.activityIds.length;
  const timers = useRunTimers(session);
  const index = clampIndex(timers.index, total);
  const [planOpen, setPlanOpen] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const [noteDraft, setNoteDraft] = useState('');
  const currentRef = useRef<HTMLElement>(null);
  const planListId = useId();
  // What a coach needs first (the activity, its timer and diagram, Next) shows in the first
  // frame; what follows below it (register, notes, the drill's text...) one frame later.
  const restShown = useShownAfterFirstPaint();
  const activity = activities[index];
  const group = useGroupProfile(scheduled?.groupId);
  const minutes = session.activityDurations[index] ?? DEFAULT_ACTIVITY_MINUTES;
  const completed = session.status === 'completed';
  const phases = phasesFor(session.activityIds, session.activityPhases);
  const key = timerKey(index, session.activityIds[index] ?? '');
  const minutesAt = (i: number) => session.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES;
  const runningIndex = session.activityIds.findIndex((id, i) => timerKey(i, id) === timers.runningKey);
  const turnout = useTurnout(session.id);
  const runActivities = session.activityIds.flatMap((id, i) => {
    const a = activities[i];
    return a ? [{ key: timerKey(i, id), activity: a }] : [];
  });

  const [autoStartNext, setAutoStartNext] = useState(() => loadAutoStartNext(deviceStorage('local')));
  const changeAutoStart = (on: boolean) => {
    setAutoStartNext(on);
    saveAutoStartNext(deviceStorage('local'), on);
  };

  const goTo = (next: number) => {
    const target = clampIndex(next, total);
    if (target === index) return;
    const nextKey = timerKey(target, session.activityIds[target] ?? '');
    const nextTimer = timers.timer(nextKey, minutesAt(target));
    const carryOn = startsNextCountdown({
      autoStart: autoStartNext && !completed,
      fromIndex: index,
      toIndex: target,
      wasRunning: timers.runningKey === key,
      nextUntouched: nextTimer.elapsedMs === 0 && nextTimer.startedAt === null,
    });
    // The drill on the pitch changes with one tap: the next countdown takes over from the last.
    // Kept on the device with the timers, so a reload (or the phone killing the tab) returns here.
    timers.moveTo(target, carryOn ? { key: nextKey, minutes: minutesAt(target) } : undefined);
    setPlanOpen(false);
    currentRef.current?.scrollIntoView({ block: 'start' });
    // Synced like any change: other devices and the server follow the run (see openingPosition).
    mutate('session.update', { id: session.id, patch: { currentActivityIndex: target } }).catch(() => undefined);
  };

  const finish = async () => {
    const ok = await confirmAction('Finish this session? It will be marked as completed.', {
      title: 'Finish Session',
      confirmLabel: 'Finish Session',
      destructive: false,
    });
    if (!ok) return;
    setFinishing(true);
    try {
      await finishSession(session.id);
      timers.clear();
      toast({ title: 'Session completed!', variant: 'success' });
      navigate('/');
    } catch {
      setFinishing(false);
      toast({ title: 'Failed to end session', variant: 'destructive' });
    }
  };

  const topic = activity ? topicName(activity) : undefined;
  const onLast = total > 0 && index >= total - 1;
  const finishButton = (size?: 'lg') => (
    <Button variant={size ? 'primary' : 'secondary'} size={size} onClick={() => void finish()} pending={finishing} pendingLabel="Finishing...">
      Finish Session
    </Button>
  );

  return (
    <div className="page run">
      <header className="run__header">
        <div className="run__heading">
          <h1 className="run__title">Session: {session.title}</h1>
          {scheduled ? (
            <p className="run__when">
              {[scheduled.groupName, formatDayHeading(scheduled.date), formatTrainingTime(scheduled)].filter(Boolean).join(' • ')}
            </p>
          ) : null}
          {/* The space only when set: "Not Specified" tells the coach nothing. */}
          <p className="run__meta">{[`${session.duration} minutes`, session.spaceAvailable].filter(Boolean).join(' • ')}</p>
        </div>
        {completed ? (
          <Badge colour="green" className="run__completed">
            <CheckIcon /> Completed
          </Badge>
        ) : onLast ? null : (
          // On the last activity Finish Session moves to the bottom bar, where Next was.
          finishButton()
        )}
      </header>

      <div className="run__layout stack">
        <article className="run__current stack gap-5" ref={currentRef} aria-labelledby="run-current-title">
          {total === 0 ? (
            <EmptyState headingLevel={3} title="No activities" description="This session has no activities to run." />
          ) : (
            <>
              <div className="run__current-head stack gap-2">
                <h2 id="run-current-title" className="run__activity-title">
                  {activity?.title ?? 'Activity not on this device yet'}
                </h2>
                <div className="run__tags row">
                  {topic ? <Badge colour={badgeColour(topic)}>{topic}</Badge> : null}
                  {/* A warm-up filed under Warm-up need not say Warm-up twice. */}
                  {phases[index] && phases[index] !== topic ? <span className="run__phase">{phases[index]}</span> : null}
                </div>
              </div>
              {runningIndex >= 0 && runningIndex !== index ? (
                <RunningElsewhere
                  number={runningIndex + 1}
                  title={activities[runningIndex]?.title}
                  secondsLeft={remainingSeconds(timers.timer(timers.runningKey ?? '', minutesAt(runningIndex)), timers.now)}
                  onGo={() => goTo(runningIndex)}
                />
              ) : null}
              <RunTimer
                minutes={minutes}
                countdown={timers.timer(key, minutes)}
                now={timers.now}
                onStart={() => timers.start(key, minutes)}
                onPause={() => timers.pause(key, minutes)}
                onReset={() => timers.reset(key, minutes)}
              />
              {activity ? <ActivityDiagram activity={activity} /> : null}
            </>
          )}

          {/* Who is here comes after the drill: the coach reads the activity first, and the register folds once taken. */}
          {restShown ? (
            <>
              {!completed ? <Register session={session} onTurnout={turnout.setTurnout} fold={timers.runningKey !== undefined} /> : null}
              {total > 0 && !completed ? (
                <WhosHere
                  turnout={turnout.turnout}
                  planned={session.playerCount}
                  onChange={turnout.setTurnout}
                  pending={turnout.pending(runActivities).length}
                  onAcceptAll={() => turnout.acceptAll(runActivities)}
                />
              ) : null}

              {total > 0 ? (
                <>
                  {activity && turnout.turnout && !completed ? <ActivityTurnout turnout={turnout} runKey={key} activity={activity} /> : null}
                  {activity ? <HeadingLimitNote activity={activity} group={group} /> : null}
                  {activity ? <ActivityContent activity={activity} sessionId={session.id} /> : (
                    <p className="run__muted">This activity will appear after the next sync.</p>
                  )}
                </>
              ) : null}
              {total > 0 ? <KitList activities={activities} group={group} /> : null}
              <SessionNotes notes={session.notes} onAdd={completed ? undefined : () => setNoteOpen(true)} />
              <SessionPitchCardActions sessionId={session.id} />
              <ShareLinkButton session={session} />
              {!completed && total > 1 ? (
                <section className="run__settings" aria-label="Run-through settings">
                  <Switch
                    label="Next Activity starts the next countdown"
                    description="When the current countdown is running. Kept on this device."
                    checked={autoStartNext}
                    onChange={(e) => changeAutoStart(e.target.checked)}
                  />
                </section>
              ) : null}
            </>
          ) : null}
        </article>

        <nav className="run__plan" aria-label="Session activities">
          <h2 className="run__plan-heading">Activities ({total})</h2>
          <button
            type="button"
            className="run__plan-toggle"
            aria-expanded={planOpen}
            aria-controls={planListId}
            onClick={() => setPlanOpen((o) => !o)}
          >
            <span>All activities ({total})</span>
            <span aria-hidden="true" className="run__plan-chevron">
              {planOpen ? '▲' : '▼'}
            </span>
          </button>
          <ol id={planListId} className={`run__plan-list${planOpen ? ' run__plan-list--open' : ''}`}>
            {session.activityIds.map((id, i) => {
              const state = i === index ? 'current' : i < index ? 'done' : 'todo';
              // Phases read as headings where they start (Warm-up, Main, Game).
              const phaseStarts = phases[i] !== phases[i - 1];
              return (
                <li key={`${id}-${i}`}>
                  {phaseStarts ? <p className="run__plan-phase">{phases[i]}</p> : null}
                  <button
                    type="button"
                    className={`run__plan-item run__plan-item--${state}`}
                    aria-current={state === 'current' ? 'step' : undefined}
                    onClick={() => goTo(i)}
                  >
                    <span className="run__plan-number">{i + 1}</span>
                    <span className="run__plan-title">{activities[i]?.title ?? 'Activity not on this device yet'}</span>
                    <span className="run__plan-minutes">{session.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES} min</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>

      {total > 0 ? (
        <nav className="run__nav" aria-label="Activity steps">
          <Button variant="secondary" size="lg" disabled={index === 0} onClick={() => goTo(index - 1)}>
            Previous Activity
          </Button>
          <div className="run__middle">
            <p className="run__position" aria-live="polite">
              Activity {index + 1} of {total}
            </p>
            {!completed ? (
              <Button variant="ghost" className="run__note-button" onClick={() => setNoteOpen(true)}>
                Add Note
              </Button>
            ) : null}
          </div>
          {onLast && !completed ? (
            finishButton('lg')
          ) : (
            <Button size="lg" disabled={index >= total - 1} onClick={() => goTo(index + 1)}>
              Next Activity
            </Button>
          )}
        </nav>
      ) : null}
      {restShown ? (
        <RunNoteDialog sessionId={session.id} open={noteOpen} onClose={() => setNoteOpen(false)} draft={noteDraft} onDraft={setNoteDraft} />
      ) : null}
    </div>
  );
}


/** Another activity's timer is still running (its drill goes on while the coach reads ahead). */
function RunningElsewhere({ number, title, secondsLeft, onGo }: { number: number; title: string | undefined; secondsLeft: number; onGo: () => void }) {
  return (
    <div className="run__elsewhere">
      <p className="run__elsewhere-text">
        <span className="run__elsewhere-label">Timer running for activity {number}</span>
        {title ? <span className="run__elsewhere-title">{title}</span> : null}
      </p>
      <span className="run__elsewhere-clock">
        {formatClock(secondsLeft)}
      </span>
      <Button variant="secondary" onClick={onGo}>
        Back to activity {number}
      </Button>
    </div>
  );
}

function ActivityTurnout({ turnout, runKey, activity }: { turnout: TurnoutApi; runKey: string; activity: Activity }) {
  return (
    <TurnoutAdaptation
      activity={activity}
      adaptation={turnout.forActivity(runKey, activity)}
      onAccept={() => turnout.accept(runKey, activity)}
      onUndo={() => turnout.undo(runKey, activity)}
    />
  );
}

type DialogKind = PanelId | null;

function ActivityContent({ activity, sessionId }: { activity: Activity; sessionId: string }) {
  const [dialog, setDialog] = useState<DialogKind>(null);
  const close = () => setDialog(null);
  // Apply Changes lands in the running session's notes (synced), prefixed with the activity.
  const apply = (summary: string) => mutate('session.appendNote', { id: sessionId, note: `${activity.title}: ${summary}` });

  useEffect(() => setDialog(null), [activity.id]);

  return (
    <div className="run__content stack gap-5">
      {activity.profile ? <DrillProfile profile={activity.profile} compact idPrefix="run-profile" /> : null}
      <section className="run__section">
        <h3>Setup</h3>
        <p>{activity.setup}</p>
      </section>
      <section className="run__section">
        <h3>Instructions</h3>
        <p>{activity.instructions}</p>
      </section>
      <section className="run__section">
        <h3>Coaching Points</h3>
        <ol className="run__points list-bare">
          {activity.coachingPoints.map((point, i) => (
            <li key={`${i}-${point}`}>
              <p className="run__point">{point}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="run__tips">
        <AdaptationPanels activity={activity} onOpenDialog={setDialog} />
      </div>
      {dialog === 'simplify' || dialog === 'progress' || dialog === 'variation' ? (
        <AdaptationChoiceDialog kind={dialog} open activity={activity} onClose={close} onApply={apply} appliedMessage="Adaptation recorded" />
      ) : null}
      <TroubleshootDialog open={dialog === 'troubleshoot'} activity={activity} onClose={close} onApply={apply} appliedMessage="Adaptation recorded" />
    </div>
  );
}

function SessionNotes({ notes, onAdd }: { notes: string; onAdd: (() => void) | undefined }) {
  const lines = notes
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <section className="run__notes" aria-labelledby="run-notes-title">
      <div className="run__notes-head row gap-2">
        <h3 id="run-notes-title">Session notes</h3>
        {onAdd ? (
          <Button variant="secondary" onClick={onAdd}>
            Add Note
          </Button>
        ) : null}
      </div>
      {lines.length ? (
        <ul>
          {lines.map((line, i) => (
            <li key={`${i}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="run__muted">Notes you add and adaptations you apply are recorded here.</p>
      )}
    </section>
  );
}
