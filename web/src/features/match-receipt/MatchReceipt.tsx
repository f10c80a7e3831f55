import { minutesPerPlayer, matchState } from '@pitchside/shared';
import { Button, EmptyState, Field } from '../../ui';
import { MatchFrame, type ReadyMatch } from '../match-fixtures/MatchFrame';
import { MinutesTable } from '../match-fixtures/MinutesTable';
import { useReceiptLink } from './use-receipt-link';

/** /matches/:matchId/receipt — minutes per player from the log, beside the plan; the parents' read-only link. */
export function MatchReceipt() {
  return <MatchFrame step="Minutes">{(data) => <Receipt data={data} />}</MatchFrame>;
}
export default MatchReceipt;

function Receipt({ data }: { data: ReadyMatch }) {
  const { match, squad, events, runs, online } = data;
  const now = new Date();
  const state = matchState(match, events, now);
  const roster = squad.map(({ player }) => ({ id: player.id, name: player.name, shirtNumber: player.shirtNumber }));
  const rows = minutesPerPlayer(match, events, roster, now);
  if (state.phase === 'not-started') return <EmptyState title="The match has not started" description="Minutes appear here once the match is under way." />;
  return (
    <div className="grid gap-4">
      <p className="title-lg" data-testid="final-score">
        {state.phase === 'ended' ? 'Full time' : 'In play'}: Us {state.score.us} – {state.score.them} Them
      </p>
      <MinutesTable
        label="Minutes played"
        rows={rows}
        playerIdOf={(p) => p.playerId}
        playerOf={(p) => `${p.shirtNumber === null ? '' : `${p.shirtNumber}. `}${p.name}`}
        columns={[
          { header: 'Minutes', numeric: true, testId: 'played-minutes', cell: (p) => p.minutes },
          { header: 'Planned', numeric: true, cell: (p) => p.plannedMinutes ?? '–' },
          { header: match.periods === 2 ? 'Halves' : 'Periods', cell: (p) => p.periods.join(', ') },
        ]}
      />
      {runs ? <ShareReceipt matchId={match.id} online={online} /> : null}
    </div>
  );
}

function ShareReceipt({ matchId, online }: { matchId: string; online: boolean }) {
  const { link, busy, issue, revoke } = useReceiptLink(matchId, online);
  return (
    <section className="box grid gap-3" aria-labelledby="share-receipt">
      <h2 id="share-receipt" className="title-lg">
        Fair-play receipt for parents
      </h2>
      <p className="match-row__meta">A read-only page with first names, shirt numbers and minutes: nothing else about any child. Revoke it at any time.</p>
      {!online ? (
        <p className="note" role="status">
          Sharing needs a connection. The minutes above are on this device.
        </p>
      ) : link.state === 'loading' ? (
        <p>Checking the link…</p>
      ) : link.state === 'error' ? (
        <p className="match-warn" role="alert">
          {link.message}
        </p>
      ) : (
        <>
          {link.url ? <Field label="Share link" readOnly value={link.url} onFocus={(e) => e.target.select()} /> : null}
          {link.issuedAt && !link.url ? <p>A link is in use (created {new Date(link.issuedAt).toLocaleString('en-GB')}). Create a new one to see it again; the old one stops working.</p> : null}
          <div className="row gap-2">
            <Button onClick={() => void issue()} disabled={busy}>
              {link.issuedAt ? 'Create New Link' : 'Create Share Link'}
            </Button>
            {link.issuedAt ? (
              <Button variant="danger" onClick={() => void revoke()} disabled={busy}>
                Revoke
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
