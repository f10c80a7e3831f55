import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { badgeColour, can, phaseSummary, type Session } from '@pitchside/shared';
import { Badge, Button, ButtonLink, Card, EmptyState, IconButton, PageHeader, Skeleton, confirmAction, showUndoToast, toast } from '../../ui';
import { ClockIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { PencilIcon } from '../../ui/icons/admin-icons';
import { CardIcon } from '../../ui/icons/card-icons';
import { CopyIcon } from '../../ui/icons/plan-icons';
import { useSession } from '../../data/session';
import { ScheduleSessionDialog } from '../../widgets/schedule/ScheduleSessionDialog';
import {
  deleteLibrarySession,
  duplicateLibrarySession,
  scheduledOn,
  startSessionCopy,
  undoDeleteLibrarySession,
  UNDO_WINDOW_MS,
  useLibrarySessions,
} from '../../widgets/schedule/use-library-sessions';
import { pitchCardPath } from '../pitch-card/share-card';
import { ShareLinkButton } from '../../widgets/share-link/ShareLinkButton';
import { SessionTemplates } from './SessionTemplates';
import './SessionLibrary.css';

/** /session-library (docs/spec/coaching.md, Session Library): the saved sessions, to run, delete or schedule. */
export function SessionLibrary() {
  const user = useSession((s) => s.user);
  const sessions = useLibrarySessions();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<Session | null>(null);

  const start = async (session: Session) => {
    setStarting(session.id);
    try {
      const copyId = await startSessionCopy(session);
      toast({ title: 'Session Started', description: 'A copy of the session has been started.', variant: 'success' });
      navigate(`/session-execution/${copyId}`);
    } catch {
      setStarting(null);
      toast({ description: 'Failed to start session. Please try again.', variant: 'destructive' });
    }
  };

  const duplicate = async (session: Session) => {
    try {
      await duplicateLibrarySession(session);
      toast({ title: 'Session Duplicated', description: `“${session.title} (copy)” has been added to your library.`, variant: 'success' });
    } catch {
      toast({ description: 'Failed to duplicate session. Please try again.', variant: 'destructive' });
    }
  };

  const remove = async (session: Session) => {
    const scheduled = await scheduledOn(session.id).catch(() => null);
    const ok = await confirmAction(`Are you sure you want to delete the session "${session.title}" from your library?`, {
      title: 'Delete session',
      detail: scheduled
        ? `It is scheduled on ${scheduled}. Those trainings will show TBD until a session is chosen. You can undo this for a few seconds.`
        : 'You can undo this for a few seconds.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    const failed = () => toast({ description: 'Failed to delete session. Please try again.', variant: 'destructive' });
    try {
      await deleteLibrarySession(session.id, failed);
      showUndoToast({
        title: 'Session Deleted',
        description: `The session "${session.title}" has been removed from your library.`,
        windowMs: UNDO_WINDOW_MS,
        undo: () => undoDeleteLibrarySession(session.id),
        undoneDescription: `The session "${session.title}" is back in your library.`,
      });
    } catch {
      failed();
    }
  };

  return (
    <div className="page">
      <PageHeader
        title="Session Library"
        back
        description="Your saved training sessions: run one, schedule it for a group, or tidy up."
        actions={
          can(user, 'viewSessionHistory') ? (
            <ButtonLink to="/session-history" variant="secondary">
              <ClockIcon /> Session History
            </ButtonLink>
          ) : undefined
        }
      />

      {sessions === undefined ? (
        <div className="grid-cards" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading sessions…
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <SessionCardSkeleton key={i} />
          ))}
        </div>
      ) : sessions.length === 0 ? (
        <EmptyState
          icon={<ClockIcon />}
          title="No Saved Sessions"
          description="Sessions you save to the library in the session builder appear here."
          action={
            can(user, 'openSessionBuilder') ? (
              <ButtonLink to="/session-builder">
                <PlusIcon /> Create New Session
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid-cards library-list list-bare" aria-label="Saved sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionCard
                session={session}
                starting={starting === session.id}
                mayStart={can(user, 'createSession')}
                mayDelete={can(user, 'deleteSession')}
                maySchedule={can(user, 'scheduleSession')}
                mayEdit={can(user, 'createSession')}
                onDuplicate={() => void duplicate(session)}
                onStart={() => void start(session)}
                onDelete={() => void remove(session)}
                onSchedule={() => setScheduling(session)}
              />
            </li>
          ))}
        </ul>
      )}

      {user?.hasUnitedFcLibraryAccess && (can(user, 'viewActivityLibrary') || can(user, 'openSessionBuilder')) ? <SessionTemplates mayUse={can(user, 'createSession')} /> : null}

      <ScheduleSessionDialog session={scheduling} onClose={() => setScheduling(null)} />
    </div>
  );
}

type SessionCardProps = {
  session: Session;
  starting: boolean;
  mayStart: boolean;
  mayDelete: boolean;
  maySchedule: boolean;
  mayEdit: boolean;
  onDuplicate: () => void;
  onStart: () => void;
  onDelete: () => void;
  onSchedule: () => void;
};

function SessionCard({ session, starting, mayStart, mayDelete, maySchedule, mayEdit, onDuplicate, onStart, onDelete, onSchedule }: SessionCardProps) {
  const titleId = `session-${session.id}`;
  const count = session.activityIds.length;
  const phases = phaseSummary(session);
  return (
    <Card className="library-card" role="article" aria-labelledby={titleId}>
      <div className="library-card__header">
        <div className="library-card__heading stack gap-2">
          <h2 id={titleId} className="library-card__title title-lg">
            {session.title}
          </h2>
          {session.focus ? <Badge colour={badgeColour(session.focus)}>{session.focus}</Badge> : null}
        </div>
        {mayDelete ? (
          <IconButton variant="danger" aria-label={`Delete session ${session.title}`} onClick={onDelete}>
            <TrashIcon />
          </IconButton>
        ) : null}
      </div>
      <div className="library-card__content stack gap-2">
        {session.description ? <p className="library-card__description meta">{session.description}</p> : null}
        <dl className="library-card__facts">
          <div>
            <dt className="visually-hidden">Duration</dt>
            <dd>{session.duration} min</dd>
          </div>
          <div>
            <dt className="visually-hidden">Activities</dt>
            <dd>
              {count} {count === 1 ? 'activity' : 'activities'}
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">Ability level</dt>
            <dd>{session.abilityLevel}</dd>
          </div>
          {session.spaceAvailable ? (
            <div>
              <dt className="visually-hidden">Space</dt>
              <dd>{session.spaceAvailable}</dd>
            </div>
          ) : null}
        </dl>
        {/* Only a session with more than one phase needs the breakdown; the total says the rest. */}
        {phases.length > 1 ? (
          <ol className="library-card__phases list-bare meta" aria-label="Phases">
            {phases.map((p) => (
              <li key={p.phase}>
                <strong>{p.phase}</strong> {p.count} · {p.minutes} min
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <div className="library-card__footer">
        {mayStart ? (
          <Button onClick={onStart} pending={starting} pendingLabel="Starting...">
            View Session
          </Button>
        ) : null}
        {maySchedule ? (
          <Button variant="secondary" onClick={onSchedule}>
            Schedule for Training
          </Button>
        ) : null}
        {mayEdit ? (
          <div className="library-card__edit">
            <ButtonLink variant="ghost" to={`/session-library/${session.id}/edit`} aria-label={`Edit session ${session.title}`}>
              <PencilIcon /> Edit
            </ButtonLink>
            <Button variant="ghost" icon={<CopyIcon />} onClick={onDuplicate} aria-label={`Duplicate session ${session.title}`}>
              Duplicate
            </Button>
          </div>
        ) : null}
        <ButtonLink variant="ghost" to={pitchCardPath(session.id)} aria-label={`Pitch card of ${session.title}`}>
          <CardIcon /> Pitch card
        </ButtonLink>
        <ShareLinkButton session={session} />
      </div>
    </Card>
  );
}

function SessionCardSkeleton() {
  return (
    <Card className="library-card" aria-hidden="true">
      <div className="library-card__header">
        <div className="library-card__heading stack gap-2">
          <Skeleton width="70%" height={22} />
          <Skeleton width={90} height={20} radius={999} />
        </div>
      </div>
      <div className="library-card__content stack gap-2">
        <Skeleton height={14} />
        <Skeleton width="60%" height={14} />
      </div>
      <div className="library-card__footer">
        <Skeleton height={44} radius={10} />
        <Skeleton height={44} radius={10} />
      </div>
    </Card>
  );
}

export default SessionLibrary;
