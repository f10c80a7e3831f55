import { useState, type FormEvent } from 'react';
import { auditActionLabels, auditActions, type AuditAction, type AuditEvent } from '@pitchside/shared';
import { Badge, Button, EmptyState, Field, PageHeader, Select, Skeleton } from '../../ui';
import { AlertIcon, CloudOffIcon } from '../../ui/icons';
import { errorMessage, NetworkError } from '../../data/api';
import { useAuditTrail } from './use-audit-trail';
import { emptyFilter, filterError, type AuditFilter } from './audit-query';
import '../../widgets/admin-shared/admin.css';
import './AuditTrail.css';

const actionOptions = auditActions.map((a) => ({ value: a, label: auditActionLabels[a] }));

/** The audit trail of one club (/org-admin/audit) or of every club (/admin/audit). */
export function AuditTrail({ scope }: { scope: 'club' | 'all' }) {
  const [filter, setFilter] = useState<AuditFilter>(emptyFilter);
  const [draft, setDraft] = useState<AuditFilter>(emptyFilter);
  const trail = useAuditTrail(scope, filter);
  const invalid = filterError(draft);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) setFilter(draft);
  };

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title="Audit trail"
        description={
          scope === 'club'
            ? 'Who did what in your club, when, and from where. Kept for two years.'
            : 'Who did what in every club and on the platform. Kept for two years.'
        }
      />
      <form className="audit-trail__filters grid-cards grid-cards--stretch gap-3" onSubmit={apply} aria-label="Filter the audit trail">
        <Select
          label="Event"
          value={draft.action}
          placeholder="Everything"
          options={actionOptions}
          onChange={(e) => setDraft({ ...draft, action: e.target.value as AuditAction | '' })}
        />
        <Field label="Name or text" value={draft.search} maxLength={100} onChange={(e) => setDraft({ ...draft, search: e.target.value })} />
        <Field label="From" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <Field label="To" type="date" value={draft.to} error={invalid} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit">Filter</Button>
      </form>
      <TrailList scope={scope} trail={trail} />
    </div>
  );
}

function TrailList({ scope, trail }: { scope: 'club' | 'all'; trail: ReturnType<typeof useAuditTrail> }) {
  if (trail.error !== undefined && trail.events.length === 0) {
    const offline = trail.error instanceof NetworkError;
    return (
      <EmptyState
        icon={offline ? <CloudOffIcon /> : <AlertIcon />}
        title={offline ? 'You are offline' : 'The audit trail could not be loaded'}
        description={errorMessage(trail.error, 'Please try again.')}
        action={<Button onClick={() => void trail.reload()}>Retry</Button>}
      />
    );
  }
  if (trail.loading && trail.events.length === 0) return <Skeleton height={160} />;
  if (trail.events.length === 0) return <EmptyState title="Nothing recorded" description="No event matches this filter." />;
  return (
    <section aria-label="Events" className="stack gap-3">
      <ol className="audit-trail__list">
        {trail.events.map((event) => (
          <EventRow key={event.id} event={event} showClub={scope === 'all'} />
        ))}
      </ol>
      {trail.hasMore ? (
        <Button variant="secondary" onClick={() => void trail.loadMore()} disabled={trail.loading}>
          {trail.loading ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </section>
  );
}

function EventRow({ event, showClub }: { event: AuditEvent; showClub: boolean }) {
  const when = new Date(event.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="audit-trail__event">
      <div>
        <Badge>{auditActionLabels[event.action]}</Badge>
      </div>
      <div>{event.summary}</div>
      <div className="audit-trail__meta">
        {event.actorName} · <time dateTime={event.at}>{when}</time>
        {event.ip ? ` · from ${event.ip}` : ''}
        {event.userAgent ? ` · ${event.userAgent}` : ''}
        {showClub && event.organizationId ? ` · club ${event.organizationId.slice(0, 8)}` : ''}
      </div>
    </li>
  );
}

export const ClubAuditTrail = () => <AuditTrail scope="club" />;
export const PlatformAuditTrail = () => <AuditTrail scope="all" />;
