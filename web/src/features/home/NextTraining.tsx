import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDayHeading, formatTrainingTime, groupColour, localIsoDate } from '@pitchside/shared';
// Direct imports, not the ui/ barrel: this card is the first thing on the home screen.
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';
import { runScheduleEntry } from '../../widgets/schedule/use-week-schedule';
import type { NextTraining as Next } from './use-next-training';

/**
 * 'Today' / 'Next session' at the top of home: group, time, session, one big Run button
 * and whether the register is taken, so a coach at the pitch need not scroll for it.
 * Null when nothing is coming. Home reads it, so the card shows with its final content.
 */
export function NextTraining({ next }: { next: Next | null }) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  if (next === null) {
    return (
      <Card className="next-training stack gap-2 next-training--none" role="region" aria-label="Next session">
        <h2 className="next-training__kicker">Next session</h2>
        <p className="next-training__empty">Nothing scheduled from today on. Add training to the week below.</p>
      </Card>
    );
  }
  const { entry, session, run } = next;
  const today = entry.date === localIsoDate();
  const time = formatTrainingTime(entry);

  const start = async () => {
    if (run) {
      navigate(`/session-execution/${run.id}`);
      return;
    }
    if (!session) return;
    setStarting(true);
    try {
      const copyId = await runScheduleEntry(entry, session);
      navigate(`/session-execution/${copyId}`);
    } catch {
      setStarting(false);
      toast({ description: 'Failed to start session. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card className="next-training stack gap-2" role="region" aria-labelledby="next-training-title" data-colour={groupColour(entry.groupName)}>
      <h2 id="next-training-title" className="next-training__kicker">
        {today ? 'Today' : `Next session · ${formatDayHeading(entry.date)}`}
      </h2>
      <p className="next-training__group title-lg">
        {entry.groupName || 'Unnamed group'}
        {time ? <span className="next-training__time"> · {time}</span> : null}
      </p>
      <p className="next-training__session">{session?.title ?? 'TBD: choose a session on the schedule below'}</p>
      <p className="next-training__register">
        <RegisterStatus next={next} />{' '}
        <Link to={`/coach-groups/${entry.groupId}/roster`}>Team</Link>
      </p>
      {session || run ? (
        <Button block size="lg" className="next-training__run" onClick={() => void start()} pending={starting} pendingLabel="Starting...">
          {run ? 'Continue Session' : 'Run Session'}
        </Button>
      ) : null}
    </Card>
  );
}

function RegisterStatus({ next }: { next: Next }) {
  if (next.register) return <>Register taken: {next.register.presentPlayerIds.length} of {next.rosterSize} here.</>;
  if (next.rosterSize === 0) return <>No players on the roster yet.</>;
  return (
    <>
      Register not taken yet ({next.rosterSize} {next.rosterSize === 1 ? 'player' : 'players'}).
    </>
  );
}
