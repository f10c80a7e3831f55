import { useState } from 'react';
import type { CalendarFeedLink } from '@pitchside/shared';
import { Button, Dialog, Field, Select, Spinner } from '../../../ui';
import { useSyncStatus } from '../../../data/sync-status';
import { errorMessage } from '../../../data/api';
import { useCoachGroups } from '../use-library-sessions';
import { CopyLinkButton } from '../../../ui/CopyLinkButton';
import { issueCalendarFeed, subscriptionUrl, useCalendarFeedStatus } from './use-calendar-feed';
import { LinkStatusWaiting, useLinkChange } from '../../share-link/secret-link';
import './CalendarFeed.css';

/**
 * "Calendar feed": a private subscription link per coach group for the coaches' calendar
 * apps. Online-only; the link is shown once, when issued, because only its hash is kept.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const online = useSyncStatus((s) => s.online);
  return (
    <Dialog open onClose={onClose} title="Calendar feed" description="Subscribe to a coach group's training schedule in any calendar app.">
      {online ? (
        <FeedChooser />
      ) : (
        <p className="calendar-feed__offline" role="status">
          You are offline. The calendar feed needs a connection; the schedule itself still works offline.
        </p>
      )}
    </Dialog>
  );
}

function FeedChooser() {
  const groups = useCoachGroups();
  const [groupId, setGroupId] = useState('');
  // Links issued while the dialog is open, by group: the server cannot show them again.
  const [links, setLinks] = useState<ReadonlyMap<string, CalendarFeedLink>>(new Map());

  if (groups === undefined) return <Spinner block label="Loading groups…" />;
  if (groups.length === 0) return <p className="calendar-feed__text grid gap-3">Your organization has no coach groups yet.</p>;
  return (
    <div className="calendar-feed grid">
      <Select
        label="Coach Group"
        value={groupId}
        placeholder="Select a coach group"
        options={groups.map((g) => ({ value: g.id, label: g.name }))}
        onChange={(e) => setGroupId(e.target.value)}
      />
      {groupId ? (
        <GroupFeed key={groupId} groupId={groupId} link={links.get(groupId)} onIssued={(link) => setLinks(new Map(links).set(groupId, link))} />
      ) : null}
    </div>
  );
}

type GroupFeedProps = { groupId: string; link: CalendarFeedLink | undefined; onIssued: (link: CalendarFeedLink) => void };

function GroupFeed({ groupId, link, onIssued }: GroupFeedProps) {
  const status = useCalendarFeedStatus(groupId);
  const { pending, run } = useLinkChange<'issue'>(status);

  const issue = (replacing: boolean) =>
    run('issue', {
      revokes: replacing
        ? {
            question: 'Revoke this calendar link?',
            title: 'Revoke calendar link',
            detail: 'Calendars subscribed to the old link stop updating. A new link replaces it.',
          }
        : undefined,
      change: async () => onIssued(await issueCalendarFeed(groupId)),
      done: { title: replacing ? 'Link Revoked' : 'Link Created', description: 'Copy the new link into your calendar app.' },
      fallback: 'Failed to update the calendar link. Please try again.',
    });

  if (status.loading || status.error || !status.data) {
    return (
      <LinkStatusWaiting
        status={status}
        loadingLabel="Loading the calendar feed…"
        problem={errorMessage(status.error, 'Failed to load the calendar feed.')}
        className="calendar-feed__text grid gap-3"
      />
    );
  }
  if (!status.data.issuedAt) {
    return (
      <div className="calendar-feed__text grid gap-3">
        <p>This group has no calendar link yet.</p>
        <Button onClick={() => void issue(false)} pending={pending !== null} pendingLabel="Creating...">
          Create Link
        </Button>
      </div>
    );
  }
  return (
    <div className="calendar-feed__text grid gap-3">
      {link ? (
        <Field
          label="Subscription link"
          value={subscriptionUrl(link)}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          hint="Anyone with this link sees this group's schedule."
        />
      ) : (
        <p>
          A link is active since {new Date(status.data.issuedAt).toLocaleDateString()}. For privacy it is shown only when it is made:
          revoke it to get a new one.
        </p>
      )}
      <div className="calendar-feed__actions">
        {link ? <CopyLinkButton url={subscriptionUrl(link)} hint="Add it in your calendar app as a subscription." /> : null}
        <Button variant="danger" onClick={() => void issue(true)} pending={pending !== null} pendingLabel="Revoking...">
          Revoke
        </Button>
      </div>
    </div>
  );
}
