import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  can,
  formatDayHeading,
  formatWeekHeading,
  groupColour,
  localIsoDate,
  weekStart,
  type ScheduleEntry,
} from '@pitchside/shared';
import { Button, Card, IconButton, confirmAction, toast } from '../../ui';
import { CloseIcon } from '../../ui/icons';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { scheduleViewState, shiftWeek } from './schedule-view';
import { deleteScheduleEntry, useEverSynced, useWeekSchedule } from './use-week-schedule';
import './WeeklySchedule.css';

export type WeeklyScheduleTexts = {
  title: string;
  emptyDay: string;
  emptyWeek: string;
  loading: string;
};

/** The home dashboard's wording (coaching.md, Home dashboard). */
export const homeScheduleTexts: WeeklyScheduleTexts = {
  title: 'Weekly Training Schedule',
  emptyDay: 'No sessions scheduled',
  emptyWeek: 'No sessions scheduled this week.',
  loading: 'Loading schedule...',
};

export type WeeklyScheduleProps = Partial<WeeklyScheduleTexts> & {
  /** Any day of the week to open on; defaults to today on this device. */
  initialDate?: string;
};

/**
 * Monday to Friday of one week, read from the device's store so it shows at once and
 * offline, with previous/next week navigation. Entries open the session's run-through.
 */
export function WeeklySchedule({ initialDate, ...texts }: WeeklyScheduleProps) {
  const t = { ...homeScheduleTexts, ...texts };
  const thisMonday = weekStart(initialDate ?? localIsoDate());
  const [monday, setMonday] = useState(thisMonday);
  const user = useSession((s) => s.user);
  const online = useSyncStatus((s) => s.online);
  const syncedThisRun = useSyncStatus((s) => s.lastSyncedAt !== null);
  const everSynced = useEverSynced(user?.id);
  const week = useWeekSchedule(monday);
  const headingId = useId();
  const today = localIsoDate();

  const state = scheduleViewState({
    entryCount: everSynced === undefined ? undefined : week?.entryCount,
    everSynced: everSynced ?? false,
    syncedThisRun,
    online,
  });
  const mayDelete = can(user, 'deleteScheduleEntry');

  return (
    <Card className="weekly-schedule" aria-labelledby={headingId} role="region">
      <div className="weekly-schedule__header">
        <h2 id={headingId} className="weekly-schedule__title">
          {t.title}
        </h2>
        <div className="weekly-schedule__nav">
          <IconButton aria-label="Previous week" onClick={() => setMonday(shiftWeek(monday, -1))}>
            <ChevronIcon direction="left" />
          </IconButton>
          <p className="weekly-schedule__week" aria-live="polite">
            {formatWeekHeading(monday)}
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
        ) : state === 'empty-week' || !week ? (
          <p className="weekly-schedule__status">{t.emptyWeek}</p>
        ) : (
          <ol className="weekly-schedule__days">
            {week.days.map((day) => (
              <li key={day.date} className={`schedule-day${day.date === today ? ' schedule-day--today' : ''}`}>
                <h3 className="schedule-day__heading" tabIndex={-1}>
                  {formatDayHeading(day.date)}
                  {day.date === today ? <span className="schedule-day__today">Today</span> : null}
                </h3>
                {day.entries.length === 0 ? (
                  <p className="schedule-day__empty">{t.emptyDay}</p>
                ) : (
                  <ul className="schedule-day__entries">
                    {day.entries.map((entry) => (
                      <ScheduleEntryItem
                        key={entry.id}
                        entry={entry}
                        sessionTitle={entry.sessionId ? week.sessionTitles.get(entry.sessionId) : undefined}
                        mayDelete={mayDelete}
                      />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

type EntryProps = { entry: ScheduleEntry; sessionTitle: string | undefined; mayDelete: boolean };

function ScheduleEntryItem({ entry, sessionTitle, mayDelete }: EntryProps) {
  const labelId = useId();
  const [deleting, setDeleting] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const colour = groupColour(entry.groupName);
  const groupName = entry.groupName || 'Unnamed group';

  const remove = async () => {
    const ok = await confirmAction('Are you sure you want to delete this scheduled session?', {
      title: 'Delete scheduled session',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setDeleting(true);
    // The entry is about to vanish with its button: keep keyboard users in the same day.
    const dayHeading = itemRef.current?.closest('.schedule-day')?.querySelector<HTMLElement>('.schedule-day__heading');
    try {
      await deleteScheduleEntry(entry.id);
      dayHeading?.focus();
      toast({ title: 'Session Deleted', description: 'The scheduled session has been removed.', variant: 'success' });
    } catch {
      setDeleting(false);
      toast({ title: 'Error', description: 'Failed to delete session. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <li ref={itemRef} className="schedule-entry" data-colour={colour} data-entry-id={entry.id}>
      {entry.sessionId ? (
        <Link id={labelId} to={`/session-execution/${entry.sessionId}`} className={`schedule-entry__main schedule-entry--${colour}`}>
          <span className="schedule-entry__group">{groupName}</span>
          {sessionTitle ? <span className="schedule-entry__session">{sessionTitle}</span> : null}
        </Link>
      ) : (
        <span id={labelId} className={`schedule-entry__main schedule-entry__main--tbd schedule-entry--${colour}`}>
          <span className="schedule-entry__group">{groupName}</span>
          <span className="schedule-entry__session">TBD</span>
        </span>
      )}
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

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

