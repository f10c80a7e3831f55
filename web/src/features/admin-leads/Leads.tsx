import { useState } from 'react';
import { leadStatuses, leadsResponseSchema, type Lead } from '@pitchside/shared';
import { Badge, Button, EmptyState, PageHeader, Select, type BadgeColour } from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { api } from '../../data/api';
import { AdminQueryScreen } from '../../widgets/admin-shared/AdminGate';
import { AdminTable, TitleCell, type AdminColumn } from '../../ui/AdminTable';
import { useRowActions } from '../../widgets/admin-shared/admin-actions';
import { capitalise, formatDate } from '../../widgets/admin-shared/admin-format';
import { ClubFromLeadDialog } from './ClubFromLeadDialog';
import '../../widgets/admin-shared/admin.css';

export const leadStatusColours: Record<Lead['status'], BadgeColour> = { new: 'amber', contacted: 'blue', converted: 'green', closed: 'grey' };

/** /admin/leads: the landing page's trial and sales requests, worked through by the super admin. */
export function Leads() {
  return (
    <AdminQueryScreen path="/api/admin/leads" schema={leadsResponseSchema} what="trial and sales requests">
      {(leads, reload) => <LeadsView leads={leads} reload={reload} />}
    </AdminQueryScreen>
  );
}
export default Leads;

function LeadsView({ leads, reload }: { leads: Lead[]; reload: () => Promise<void> }) {
  const [converting, setConverting] = useState<Lead | null>(null);
  const { busy, run } = useRowActions(reload);
  const setStatus = (lead: Lead, status: string) =>
    run(lead.id, () => api.patch(`/api/admin/leads/${lead.id}`, { status }), {
      success: `${lead.organization} is now ${status}`,
      failureTitle: 'Update Failed',
      fallback: 'Failed to update status',
    });
  const waiting = leads.filter((l) => l.status === 'new').length;

  const columns: AdminColumn<Lead>[] = [
    {
      label: 'Request',
      primary: true,
      render: (l) => <TitleCell title={`${l.organization} — ${l.name}`} sub={l.email} badge={<Badge colour={l.kind === 'trial' ? 'teal' : 'indigo'}>{l.kind === 'trial' ? 'Trial' : 'Sales'}</Badge>} />,
    },
    {
      label: 'Details',
      render: (l) => (
        <span className="admin-table__muted">
          {[l.role, l.players ? `${l.players} players` : '', l.message].filter(Boolean).join(' · ') || '—'}
        </span>
      ),
    },
    { label: 'Received', nowrap: true, render: (l) => formatDate(l.createdAt) },
    {
      label: 'Status',
      render: (l) => (
        <Select
          wrapperClassName="admin-inline-select"
          label={`Status of the request from ${l.organization}`}
          hideLabel
          value={l.status}
          disabled={busy === l.id}
          options={leadStatuses.map((s) => ({ value: s, label: capitalise(s) }))}
          onChange={(e) => void setStatus(l, e.target.value)}
        />
      ),
    },
    {
      label: 'Actions',
      actions: true,
      render: (l) =>
        l.organizationId ? (
          <Badge colour="green">Club created</Badge>
        ) : (
          <Button size="sm" icon={<PlusIcon />} aria-label={`Create club from the request of ${l.organization}`} onClick={() => setConverting(l)}>
            Create club from this request
          </Button>
        ),
    },
  ];

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title="Trial & Sales Requests"
        description={`Requests sent from the landing page's Start Free Trial and Contact Sales forms. ${waiting} new.`}
        back="/admin"
        backLabel="Back to Admin"
      />
      <AdminTable
        caption="Trial and sales requests"
        columns={columns}
        rows={leads}
        empty={<EmptyState title="No requests yet" description="When someone presses Start Free Trial or Contact Sales on the landing page, their request shows here." />}
      />
      <ClubFromLeadDialog
        lead={converting}
        onClose={() => setConverting(null)}
        onCreated={() => void reload()}
      />
    </div>
  );
}
