import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  can,
  formatDayHeading,
  formatTrainingTime,
  formatWeekHeading,
  groupColour,
  localIsoDate,
  weekStart,
  type CoachGroup,
  type ScheduleEntry,
  type Session,
} from '@pitchside/shared';
// Direct imports, not the ui/ barrel: the schedule is on the home screen (see Home.tsx).
import { Button, ButtonLink, IconButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { confirmAction } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { showUndoToast } from '../../ui/undo-toast';
import { CalendarIcon, CheckIcon, ClockIcon, CloseIcon, PlusIcon } from '../../ui/icons';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { UNDO_WINDOW_MS } from '../../data/hidden-rows';
import { entryStatus, entryTap, formatRunTime, scheduleViewState, shiftWeek, type EntryStatus } from './schedule-view';
import { profileSummary } from '../team-profile/profile-text';
import {
  deleteScheduleEntry,
  runScheduleEntry,
  undoDeleteScheduleEntry,
  useEverSynced,
  useWeekSchedule,
} from './use-week-schedule';
import { useWeekThemes } from '../season-plan/use-week-themes';
import { WeekThemes } from '../season-plan/WeekThemes';
import { ScheduleMatchItem } from './ScheduleMatchItem';
import './WeeklySchedule.css';

// Loaded when first opened: the home page's first load stays within its budget.
const AssignSessionDialog = lazy(() => import('./EntryDialogs').then((m) => ({ default: m.AssignSessionDialog })));
const EntryTimeDialog = lazy(() => import('./EntryDialogs').then((m) => ({ default: m.EntryTimeDialog })));
const CalendarFeedDialog = lazy(() => import('./calendar-feed/CalendarFeedDialog').then((m) => ({ default: m.CalendarFeedDialog })));
const AddTrainingDialog = lazy(() => import('./ScheduleSessionDialog').then((m) => ({ default: m.AddTrainingDialog })));
const RunReviewDialog = lazy(() => import('./EntryDialogs').then((m) => ({ default: m.RunReviewDialog })));

export type WeeklyScheduleTexts = {
  title: string;
  emptyDay: string;
  emptyWeek: string;
  loading: string;
};

/** The home dashboard's wording (docs/spec/coaching.md, Home dashboard). */
export const homeScheduleTexts: WeeklyScheduleTexts = {
  title: 'Weekly Training Schedule',
  emptyDay: 'No sessions scheduled',
  emptyWeek: 'No sessions scheduled this week.',
  loading: 'Loading schedule...',
};

export type WeeklyScheduleProps = Partial<WeeklyScheduleTexts> & {
  /** Any day of the week to open on; defaults to today on this device. */
  initialDate?: string;
  /** Called once the device's store was read and the card has its size. */
  onShown?: () => void;
};

/**
 * One week (Monday to Friday, to Sunday when the weekend has entries), read from the
 * device's store so it shows at once and offline, with previous/next week navigation.
 * Entries run their session as a copy, show when it was run, and TBD entries take a session.
 */
export function WeeklySchedule({ initialDate, onShown, ...texts }: WeeklyScheduleProps) {
  const t = { ...homeScheduleTexts, ...texts };
  const thisMonday = weekStart(initialDate ?? localIsoDate());
  const [monday, setMonday] = useState(thisMonday);
  const user = useSession((s) => s.user);
  const online = useSyncStatus((s) => s.online);
  const syncedThisRun = useSyncStatus((s) => s.lastSyncedAt !== null);
  const everSynced = useEverSynced(user?.id);
  const week = useWeekSchedule(monday);
  const themes = useWeekThemes(monday);
  const headingId = useId();
  const today = localIsoDate();

  const state = scheduleViewState({
    entryCount: everSynced === undefined || week === undefined ? undefined : week.entryCount + week.matchCount,
    everSynced: everSynced ?? false,
    syncedThisRun,
    online,
  });
  const mayDelete = can(user, 'deleteScheduleEntry');
  const mayAssign = can(user, 'scheduleSession');
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState<ScheduleEntry | null>(null);
  const [timing, setTiming] = useState<ScheduleEntry | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [addingOn, setAddingOn] = useState<string | null>(null);
  const mayShareFeed = can(user, 'manageCalendarFeed');
  const [review, setReview] = useState<{ entry: ScheduleEntry; run: Session; session: Session | undefined } | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const dayCount = week?.days.length === 7 ? 7 : 5;
  // The footer waits for the first week read: shown above it, it would be pushed down.
  const [shown, setShown] = useState(false);
  const storeRead = shown || (week !== undefined && everSynced !== undefined);
  useEffect(() => {
    if (!storeRead) return;
    setShown(true);
    onShown?.();
  }, [storeRead, onShown]);

  const run = async (entry: ScheduleEntry, session: Session) => {
    setReview(null);
    setStarting(entry.id);
    try {
      const copyId = await runScheduleEntry(entry, session);
      toast({ title: 'Session Started', description: 'A copy of the session has been started.', variant: 'success' });
      navigate(`/session-execution/${copyId}`);
    } catch {
      setStarting(null);
      toast({ description: 'Failed to start session. Please try again.', variant: 'destructive' });
    }
  };

  const tap = (entry: ScheduleEntry) => {
    const session = entry.sessionId ? week?.sessions.get(entry.sessionId) : undefined;
    const latestRun = week?.latestRuns.get(entry.id);
    switch (entryTap({ hasSession: session !== undefined, latestRun, mayAssign })) {
      case 'run':
        if (session) void run(entry, session);
        return;
      case 'resume':
        if (latestRun) navigate(`/session-execution/${latestRun.id}`);
        return;
      case 'review':
        if (latestRun) setReview({ entry, run: latestRun, session });
        return;
      case 'assign':
        setAssigning(entry);
        return;
      case 'none':
        return;
    }
  };

  return (
    <Card className="weekly-schedule" aria-labelledby={headingId} role="region">
      <div className="weekly-schedule__header row row--spread">
        <h2 id={headingId} className="weekly-schedule__title">
          {t.title}
        </h2>
        <div className="weekly-schedule__nav">
          <IconButton aria-label="Previous week" onClick={() => setMonday(shiftWeek(monday, -1))}>
            <ChevronIcon direction="left" />
          </IconButton>
          <p className="weekly-schedule__week" aria-live="polite">
            {formatWeekHeading(monday, dayCount)}
          </p>
          <IconButton aria-label="Next week" onClick={() => setMonday(shiftWeek(monday, 1))}>
            <ChevronIcon direction="right" />
          </IconButton>
          {monday !== thisMonday ? (
            <Button variant="secondary" size="sm" onClick={() => setMonday(thisMonday)}>
              This week
            </Button>
          ) : null}
        </div>
      </div>

      <div className="weekly-schedule__body">
        {state === 'loading' ? (
          <p className="weekly-schedule__status" role="status">
            {t.loading}
          </p>
        ) : !week || (state === 'empty-week' && !mayAssign) ? (
          <p className="weekly-schedule__status">{t.emptyWeek}</p>
        ) : (
          <>
          {themes ? <WeekThemes themes={themes} /> : null}
          {state === 'empty-week' ? <p className="weekly-schedule__status">{t.emptyWeek}</p> : null}
          <ol className="weekly-schedule__days list-bare">
            {week.days.map((day) => (
              <li key={day.date} className={`schedule-day${day.date === today ? ' schedule-day--today' : ''}`}>
                <div className="schedule-day__head">
                <h3 className="schedule-day__heading" tabIndex={-1}>
                  {formatDayHeading(day.date)}
                  {day.date === today ? <span className="schedule-day__today">Today</span> : null}
                </h3>
                {mayAssign ? (
                  <IconButton className="schedule-day__add" aria-label={`Add training on ${formatDayHeading(day.date)}`} onClick={() => setAddingOn(day.date)}>
                    <PlusIcon />
                  </IconButton>
                ) : null}
                </div>
                {day.matches.length > 0 ? (
                  <ul className="schedule-day__entries list-bare stack gap-2">
                    {day.matches.map((match) => (
                      <ScheduleMatchItem key={match.id} match={match} groupName={week.groups.get(match.groupId)?.name ?? ''} />
                    ))}
                  </ul>
                ) : null}
                {day.entries.length === 0 ? (
                  day.matches.length === 0 ? <p className="schedule-day__empty meta">{t.emptyDay}</p> : null
                ) : (
                  <ul className="schedule-day__entries list-bare stack gap-2">
                    {day.entries.map((entry) => (
                      <ScheduleEntryItem
                        key={entry.id}
                        entry={entry}
                        session={entry.sessionId ? week.sessions.get(entry.sessionId) : undefined}
                        latestRun={week.latestRuns.get(entry.id)}
                        theme={themes?.get(entry.groupId)?.themes.join(', ')}
                        profile={profileOf(week.groups.get(entry.groupId))}
                        today={today}
                        mayDelete={mayDelete}
                        mayAssign={mayAssign}
                        starting={starting === entry.id}
                        onTap={() => tap(entry)}
                        onSetTime={() => setTiming(entry)}
                      />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          </>
        )}
        {storeRead && (can(user, 'viewSessionHistory') || mayShareFeed) ? (
          <div className="weekly-schedule__footer">
            {mayShareFeed ? (
              <Button variant="secondary" size="sm" onClick={() => setFeedOpen(true)}>
                <CalendarIcon /> Calendar feed
              </Button>
            ) : null}
            {can(user, 'viewSessionHistory') ? (
              <ButtonLink to="/session-history" variant="secondary" size="sm">
                <ClockIcon /> Session History
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {assigning ? <AssignSessionDialog entry={assigning} onClose={() => setAssigning(null)} /> : null}
        {addingOn ? <AddTrainingDialog date={addingOn} onClose={() => setAddingOn(null)} /> : null}
        {feedOpen ? <CalendarFeedDialog onClose={() => setFeedOpen(false)} /> : null}
        {timing ? <EntryTimeDialog entry={timing} onClose={() => setTiming(null)} /> : null}
        {review ? (
          <RunReviewDialog
            review={review}
            onClose={() => setReview(null)}
            onView={(finished) => navigate(`/session-execution/${finished.id}`)}
            onRunAgain={(entry, session) => void run(entry, session)}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}

type EntryProps = {
  entry: ScheduleEntry;
  session: Session | undefined;
  latestRun: Session | undefined;
  mayDelete: boolean;
  mayAssign: boolean;
  starting: boolean;
  /** The group's theme of the week, when its season plan has one. */
  theme?: string | undefined;
  /** The group's team profile in a line, '' when none is set (season plan or not). */
  profile: string;
  today: string;
  onTap: () => void;
  onSetTime: () => void;
};

/** What the entry's button does, said first to screen readers. */
const tapLabels = { run: 'Run', resume: 'Continue', review: 'Review', assign: 'Choose a session for', none: '' } as const;

function ScheduleEntryItem({ entry, session, latestRun, mayDelete, mayAssign, starting, theme, profile, today, onTap, onSetTime }: EntryProps) {
  const labelId = useId();
  const [deleting, setDeleting] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const colour = groupColour(entry.groupName);
  const groupName = entry.groupName || 'Unnamed group';
  const title = session?.title;
  const tap = entryTap({ hasSession: session !== undefined, latestRun, mayAssign });
  const status = entryStatus({ date: entry.date, today, latestRun });
  const time = formatTrainingTime(entry);
  const what = `${title ? `"${title}"` : 'TBD'} for ${groupName} on ${formatDayHeading(entry.date)}${entry.startTime ? ` at ${time}` : ''}`;

  const remove = async () => {
    const ok = await confirmAction(`Are you sure you want to delete this scheduled session: ${what}?`, {
      title: 'Delete scheduled session',
      detail: 'You can undo this for a few seconds.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setDeleting(true);
    // The entry is about to vanish with its button: keep keyboard users in the same day.
    const dayHeading = itemRef.current?.closest('.schedule-day')?.querySelector<HTMLElement>('.schedule-day__heading');
    const failed = () => toast({ title: 'Error', description: 'Failed to delete session. Please try again.', variant: 'destructive' });
    try {
      await deleteScheduleEntry(entry.id, failed);
      dayHeading?.focus();
      showUndoToast({
        title: 'Session Deleted',
        description: `The scheduled session ${what} has been removed.`,
        windowMs: UNDO_WINDOW_MS,
        undo: () => undoDeleteScheduleEntry(entry.id),
        undoneDescription: `The scheduled session ${what} is back.`,
      });
    } catch {
      setDeleting(false);
      failed();
    }
  };

  const content = (
    <>
      {time ? <span className="schedule-entry__time">{time}</span> : null}
      <span className="schedule-entry__group">{groupName}</span>
      <span className="schedule-entry__session">{title ?? 'TBD'}</span>
      {profile ? <span className="schedule-entry__profile">{profile}</span> : null}
      {theme ? <span className="schedule-entry__theme">Theme: {theme}</span> : null}
      {latestRun ? <RunStatus run={latestRun} entryDate={entry.date} /> : <DayStatus status={status} />}
      {tap === 'assign' ? <span className="schedule-entry__hint">Tap to choose a session</span> : null}
    </>
  );
  const classes = `schedule-entry__main${title ? '' : ' schedule-entry__main--tbd'} schedule-entry__main--${status} schedule-entry--${colour}`;

  return (
    <li ref={itemRef} className="schedule-entry" data-colour={colour} data-entry-id={entry.id} data-run={latestRun ? (latestRun.status ?? 'started') : undefined} data-status={status}>
      {tap === 'none' ? (
        <span id={labelId} className={classes}>
          {content}
        </span>
      ) : (
        <button type="button" id={labelId} className={classes} onClick={onTap} disabled={starting} aria-busy={starting || undefined}>
          <span className="visually-hidden">{tapLabels[tap]} </span>
          {content}
        </button>
      )}
      {mayAssign ? (
        <IconButton className="schedule-entry__set-time" aria-label="Set training time" aria-describedby={labelId} onClick={onSetTime}>
          <ClockIcon />
        </IconButton>
      ) : null}
      {mayDelete ? (
        <IconButton
          variant="danger"
          className="schedule-entry__delete"
          aria-label="Delete scheduled session"
          aria-describedby={labelId}
          disabled={deleting}
          onClick={() => void remove()}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </li>
  );
}

const profileOf = (group: CoachGroup | undefined) => (group ? profileSummary(group.profile) : '');

/** 'Missed' on a past day nobody ran, 'Today' on today's; nothing on days still to come. */
function DayStatus({ status }: { status: EntryStatus }) {
  if (status !== 'missed' && status !== 'today') return null;
  return <span className={`schedule-entry__status schedule-entry__status--${status}`}>{status === 'missed' ? 'Missed' : 'Today'}</span>;
}

/** 'Completed 14:50' or 'In progress · started 14:05' on an entry that was run. */
function RunStatus({ run, entryDate }: { run: Session; entryDate: string }) {
  const done = run.status === 'completed';
  const at = formatRunTime(done ? (run.completedAt ?? run.updatedAt) : run.createdAt, entryDate);
  return (
    <span className="schedule-entry__run schedule-entry__status">
      {done ? <CheckIcon /> : null}
      {done ? `Completed ${at}` : `In progress · started ${at}`}
    </span>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

