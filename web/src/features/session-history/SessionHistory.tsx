import { ButtonLink, Card, EmptyState, PageHeader, Skeleton } from '../../ui';
import { AlertIcon, ClockIcon, CloudOffIcon } from '../../ui/icons';
import { useSyncStatus } from '../../data/sync-status';
import type { HistoryItem } from './session-history';
import { useSessionHistory } from './use-session-history';
import { useLibraryParent } from '../../widgets/library-parent/library-parent';
import './SessionHistory.css';

/** /session-history: the finished runs, from the device's copy. */
export function SessionHistory() {
  const history = useSessionHistory();
  const parent = useLibraryParent();
  const online = useSyncStatus((s) => s.online);
  const loading = history.state === 'loading';
  return (
    <div className="page">
      <PageHeader title="Session History" back parent={parent} description="Sessions you finished: when, for which group, what was run and what you changed." />
      {!online ? (
        <p className="history__offline" role="status">
          <CloudOffIcon /> You are offline: this is the history saved on this device.
        </p>
      ) : null}
      {loading ? (
        <div className="history-list list-bare stack" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading history…
          </span>
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="history-card stack gap-3" aria-hidden="true">
              <Skeleton width="40%" height={14} />
              <Skeleton width="70%" height={22} />
              <Skeleton height={14} />
            </Card>
          ))}
        </div>
      ) : history.state === 'error' ? (
        <EmptyState
          icon={<AlertIcon />}
          title="History could not be read"
          description="This device's storage did not answer. Reload the page to try again."
        />
      ) : history.items.length === 0 ? (
        <EmptyState
          icon={<ClockIcon />}
          title="No finished sessions yet"
          description="Run a session from the weekly schedule or the session library and press Finish Session: it appears here with its notes."
          action={<ButtonLink to="/">Go to the schedule</ButtonLink>}
        />
      ) : (
        <ol className="history-list list-bare stack" aria-label="Finished sessions, newest first">
          {history.items.map((item) => (
            <li key={item.id}>
              <HistoryCard item={item} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

const finishedFormat: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

function HistoryCard({ item }: { item: HistoryItem }) {
  const titleId = `history-${item.id}`;
  return (
    <Card className="history-card stack gap-3" role="article" aria-labelledby={titleId}>
      <p className="history-card__when row gap-2 meta">
        <time dateTime={item.finishedAt}>{new Date(item.finishedAt).toLocaleString(undefined, finishedFormat)}</time>
        <span className="history-card__group">{item.groupName ?? 'No group'}</span>
        {item.present === null ? null : (
          <span className="history-card__group">{item.present === 1 ? '1 player present' : `${item.present} players present`}</span>
        )}
      </p>
      <h2 id={titleId} className="history-card__title title-lg">
        {item.title}
      </h2>
      <section className="stack gap-1" aria-label={`What was run: ${item.totalMinutes} minutes`}>
        <h3 className="kicker">What was run · {item.totalMinutes} min</h3>
        <ol className="history-card__activities">
          {item.activities.map((a, i) => (
            <li key={`${i}-${a.title}`}>
              <span>{a.title}</span>
              <span className="history-card__minutes">{a.minutes} min</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="stack gap-1">
        <h3 className="kicker">Notes</h3>
        {item.notes.length > 0 ? (
          <ul className="history-card__notes">
            {item.notes.map((note, i) => (
              <li key={`${i}-${note}`}>{note}</li>
            ))}
          </ul>
        ) : (
          <p className="history-card__muted">No adaptations recorded.</p>
        )}
      </section>
      <div className="history-card__footer">
        <ButtonLink to={`/session-execution/${item.id}`} variant="secondary" size="sm">
          Open run
        </ButtonLink>
      </div>
    </Card>
  );
}

export default SessionHistory;
