import { clubViewSchema, formatDayHeading, parseIsoDate, type ClubViewGroup, type ClubViewWeek } from '@pitchside/shared';
import { Card, EmptyState } from '../../ui';
import { NetworkError } from '../../data/api';
import { useApiQuery } from '../../widgets/admin-shared/use-api-query';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { loadErrorMessage } from '../../widgets/admin-shared/admin-actions';
import { LoadError } from './CoachGroupsSection';
import './ClubView.css';
import { AdminSection } from '../../widgets/admin-shared/AdminSection';

/**
 * The club view for the head of coaching: per coach group, the theme planned each recent
 * week against the sessions actually run, the season's attendance and the last run's notes.
 * Online-only, as the whole of Organization Management.
 */
export function ClubViewSection() {
  const view = useApiQuery('/api/org-admin/club-view', clubViewSchema);
  return (
    <AdminSection headingId="club-view-title" title="Club view" className="club-view" hint="Themes planned against sessions run in the last six weeks, attendance this season, and each group's last notes.">
      {view.data === undefined && view.error !== undefined ? (
        view.error instanceof NetworkError ? (
          <LoadError message="You are offline. The club view needs a connection." onRetry={() => void view.reload()} />
        ) : (
          <LoadError message={`Error loading the club view: ${loadErrorMessage(view.error)}`} onRetry={() => void view.reload()} />
        )
      ) : view.data === undefined ? (
        <p role="status" className="meta">
          Loading the club view...
        </p>
      ) : view.data.groups.length === 0 ? (
        <EmptyState title="No coach groups yet" description="Add a coach group to see its themes, sessions and attendance here." headingLevel={3} />
      ) : (
        <ul className="club-view__groups grid list-bare">
          {view.data.groups.map((group) => (
            <li key={group.groupId}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

const shortDay = (iso: string) =>
  parseIsoDate(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

const weekColumns: AdminColumn<ClubViewWeek>[] = [
  { label: 'Week', primary: true, nowrap: true, render: (w) => `Week of ${shortDay(w.weekStart)}` },
  {
    label: 'Planned theme',
    render: (w) => (w.plannedTheme ? w.plannedTheme : <span className="admin-table__muted">Not planned</span>),
  },
  {
    label: 'Sessions run',
    render: (w) =>
      w.runs.length === 0 ? (
        <span className="admin-table__muted">None run</span>
      ) : (
        <ul className="club-view__runs list-bare">
          {w.runs.map((r) => (
            <li key={r.id}>
              <strong>{r.title}</strong>
              {r.focus ? ` (${r.focus})` : ''} · {shortDay(r.date)}
            </li>
          ))}
        </ul>
      ),
  },
];

function attendanceText(group: ClubViewGroup): string {
  if (group.attendanceRate === null) return group.registers === 0 ? 'No register taken this season' : 'No players on the roster';
  const registers = group.registers === 1 ? '1 register' : `${group.registers} registers`;
  return `${Math.round(group.attendanceRate * 100)}% attendance (${registers} this season)`;
}

function GroupCard({ group }: { group: ClubViewGroup }) {
  const titleId = `club-view-${group.groupId}`;
  const runs = group.weeks.reduce((sum, w) => sum + w.runs.length, 0);
  return (
    <Card className="club-view__group" role="article" aria-labelledby={titleId}>
      <h3 id={titleId} className="club-view__name title-lg">
        {group.groupName}
      </h3>
      <p className="club-view__facts">
        <span>{attendanceText(group)}</span>
        <span>{runs === 1 ? '1 session run in six weeks' : `${runs} sessions run in six weeks`}</span>
      </p>
      <AdminTable caption={`${group.groupName}: planned themes and sessions run`} columns={weekColumns} rows={group.weeks} rowKey={(w) => w.weekStart} empty={null} />
      <div className="club-view__notes grid gap-1">
        <h4 className="club-view__label">Last session's notes</h4>
        {group.lastRun ? (
          <>
            <p className="club-view__last">
              {group.lastRun.title} · {formatDayHeading(group.lastRun.date)}
            </p>
            {group.lastRun.notes.length > 0 ? (
              <ul className="club-view__note-lines">
                {group.lastRun.notes.map((line, i) => (
                  <li key={`${i}-${line}`}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="admin-table__muted">No notes were written.</p>
            )}
          </>
        ) : (
          <p className="admin-table__muted">No session run yet.</p>
        )}
      </div>
    </Card>
  );
}
