import { useId, useState, type FormEvent } from 'react';
import { formatDayHeading, weekStart, type ScheduleEntry, type Session } from '@pitchside/shared';
import { Button, ButtonLink, Dialog, FormActions, Spinner, toast } from '../../ui';
import { useLibrarySessions } from './use-library-sessions';
import { assignScheduleEntry } from './use-week-schedule';
import { formatRunTime } from './schedule-view';
import { setScheduleEntryTime } from './use-week-schedule';
import { TrainingTimeFields } from './TrainingTimeFields';
import { useWeekThemes } from '../season-plan/use-week-themes';
import { checkTrainingTime, trainingTimeInput, type TrainingTimeProblem } from './training-time-form';

const groupOf = (entry: ScheduleEntry) => entry.groupName || 'Unnamed group';

type AssignProps = { entry: ScheduleEntry | null; onClose: () => void };

/** A TBD entry gets a session: the library's sessions to choose from (works offline, via mutate). */
export function AssignSessionDialog({ entry, onClose }: AssignProps) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      title="Choose a Session"
      description={entry ? `For ${groupOf(entry)} on ${formatDayHeading(entry.date)}` : undefined}
    >
      {entry ? <AssignForm entry={entry} onDone={onClose} /> : null}
    </Dialog>
  );
}

function AssignForm({ entry, onDone }: { entry: ScheduleEntry; onDone: () => void }) {
  const sessions = useLibrarySessions();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = useId();
  const errorId = useId();
  // The group's theme that week: a new session starts from it (Focus 1, age band, squad, length).
  const themed = useWeekThemes(weekStart(entry.date))?.get(entry.groupId);

  if (sessions === undefined) return <Spinner block label="Loading sessions…" />;
  if (sessions.length === 0) {
    return (
      <div className="assign-form__empty">
        <p className="assign-form__empty-title">No Saved Sessions</p>
        <p>Save a session to the library in the session builder, then choose it here.</p>
        <ButtonLink to={themed?.builderLink ?? '/session-builder'}>Create New Session</ButtonLink>
        <ButtonLink variant="secondary" to={`/session-builder?entry=${entry.id}`}>
          Plan this session
        </ButtonLink>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const session = sessions.find((s) => s.id === chosen);
    if (!session) {
      setError('Please choose a session');
      return;
    }
    setPending(true);
    try {
      await assignScheduleEntry(entry.id, session.id);
      toast({
        title: 'Session Assigned',
        description: `"${session.title}" is now scheduled for ${groupOf(entry)} on ${formatDayHeading(entry.date)}.`,
        variant: 'success',
      });
      onDone();
    } catch {
      setPending(false);
      toast({ description: 'Failed to assign the session. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p className="assign-form__plan row gap-2">
        <ButtonLink variant="secondary" to={`/session-builder?entry=${entry.id}`}>
          Plan this session
        </ButtonLink>{' '}
        or choose one from the library:
      </p>
      <fieldset className="assign-form__fieldset" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
        <legend className="field__label">Session Library</legend>
        <ul className="assign-form__list list-bare stack gap-2">
          {sessions.map((session) => (
            <li key={session.id}>
              <label className="assign-form__option list-row">
                <input
                  type="radio"
                  name={name}
                  value={session.id}
                  checked={chosen === session.id}
                  onChange={() => {
                    setChosen(session.id);
                    setError(null);
                  }}
                />
                <span className="assign-form__text">
                  <span className="assign-form__title">{session.title}</span>
                  <span className="meta">
                    {session.duration} min • {session.activityIds.length} {session.activityIds.length === 1 ? 'activity' : 'activities'} •{' '}
                    {session.abilityLevel}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      {themed ? (
        <p className="assign-form__theme">
          Theme this week: {themed.themes.join(', ')}.{' '}
          <ButtonLink to={themed.builderLink} variant="secondary" size="sm">
            Plan a {themed.themes[0]} Session
          </ButtonLink>
        </p>
      ) : null}
      <FormActions onCancel={onDone} pending={pending} submitLabel="Assign Session" pendingLabel="Assigning..." />
    </form>
  );
}

type ReviewProps = {
  review: { entry: ScheduleEntry; run: Session; session: Session | undefined } | null;
  onClose: () => void;
  onView: (run: Session) => void;
  onRunAgain: (entry: ScheduleEntry, session: Session) => void;
};

/** A finished run on the schedule: open it again, or run the session once more as a new copy. */
export function RunReviewDialog({ review, onClose, onView, onRunAgain }: ReviewProps) {
  const run = review?.run;
  const finishedAt = run?.completedAt ?? run?.updatedAt;
  return (
    <Dialog
      open={review !== null}
      onClose={onClose}
      size="sm"
      title="Session Completed"
      footer={
        review && run ? (
          <>
            <Button variant="secondary" onClick={() => onView(run)}>
              View Run
            </Button>
            {review.session ? (
              <Button onClick={() => onRunAgain(review.entry, review.session!)}>Run Again</Button>
            ) : null}
          </>
        ) : null
      }
    >
      {review && run && finishedAt ? (
        <p className="run-review__text">
          “{run.title}” for {groupOf(review.entry)} was completed ({formatRunTime(finishedAt, review.entry.date)}). View that run
          and its notes, or run the session again as a new copy.
        </p>
      ) : null}
    </Dialog>
  );
}

type TimeProps = { entry: ScheduleEntry; onClose: () => void };

/** Sets or clears when an entry trains; works offline (the change syncs once through the outbox). */
export function EntryTimeDialog({ entry, onClose }: TimeProps) {
  const [value, setValue] = useState(() => trainingTimeInput(entry));
  const [problem, setProblem] = useState<TrainingTimeProblem | null>(null);
  const [pending, setPending] = useState(false);

  const save = async (time: { startTime: string | null; durationMinutes: number | null }) => {
    setPending(true);
    try {
      await setScheduleEntryTime(entry.id, time);
      toast({ title: 'Training Time Saved', description: `${groupOf(entry)} on ${formatDayHeading(entry.date)}.`, variant: 'success' });
      onClose();
    } catch {
      setPending(false);
      toast({ description: 'Failed to save the training time. Please try again.', variant: 'destructive' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTrainingTime(value);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    void save(checked.time);
  };

  return (
    <Dialog open onClose={onClose} size="sm" title="Training Time" description={`For ${groupOf(entry)} on ${formatDayHeading(entry.date)}`}>
      <form noValidate onSubmit={submit}>
        <TrainingTimeFields
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          problem={problem}
        />
        <FormActions onCancel={onClose} pending={pending} submitLabel="Save Time" pendingLabel="Saving...">
          {entry.startTime || entry.durationMinutes ? (
            <Button variant="secondary" onClick={() => void save({ startTime: null, durationMinutes: null })} disabled={pending}>
              Clear Time
            </Button>
          ) : null}
        </FormActions>
      </form>
    </Dialog>
  );
}
