import { useState } from 'react';
import { sectionsResponseSchema, type Section } from '@pitchside/shared';
import { Button, checkedOf, EmptyState, Field, FormActions, PageHeader, useForm } from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { api } from '../../data/api';
import { AdminQueryScreen } from '../../widgets/admin-shared/AdminGate';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { saveAdminRow, useRowActions } from '../../widgets/admin-shared/admin-actions';
import { RowEditDelete } from '../../widgets/admin-shared/RowEditDelete';
import { AdminRowDialog, DescriptionAndOrderFields, type Editing } from '../../widgets/admin-shared/AdminRowDialog';
import { newSectionValues, sectionBody, type SectionFormValues } from './section-form';
import '../../widgets/admin-shared/admin.css';

/** Section Management (/admin/sections, docs/spec/accounts.md section 2): list, add, edit, delete. */
export function SectionManagement() {
  return (
    <AdminQueryScreen path="/api/sections" schema={sectionsResponseSchema} what="sections">
      {(sections, reload) => <SectionManagementView sections={sections} reload={reload} />}
    </AdminQueryScreen>
  );
}
export default SectionManagement;

function SectionManagementView({ sections, reload }: { sections: Section[]; reload: () => Promise<void> }) {
  const [editing, setEditing] = useState<Editing<Section> | null>(null);
  const sorted = [...sections].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));

  const { run } = useRowActions(reload);

  const remove = (section: Section) =>
    run(section.id, () => api.delete(`/api/sections/${section.id}`), {
      confirm: { question: `Delete the section "${section.name}"?`, title: 'Delete section', detail: 'This action cannot be undone.', confirmLabel: 'Delete' },
      success: 'Section deleted',
      failureTitle: 'Error',
      fallback: 'Failed to delete section',
    });

  const columns: AdminColumn<Section>[] = [
    {
      label: 'Name',
      primary: true,
      render: (s) => (
        <>
          {s.name}
          {s.description ? <span className="admin-table__sub">{s.description}</span> : null}
        </>
      ),
    },
    { label: 'Display Order', render: (s) => s.displayOrder },
    {
      label: 'Actions',
      actions: true,
      render: (s) => (
        <div className="admin-actions">
          <RowEditDelete name={s.name} onEdit={() => setEditing({ mode: 'edit', row: s })} onDelete={() => void remove(s)} />
        </div>
      ),
    },
  ];

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title="Section Management"
        description="Sections are the parts of a training session the provider's content is written for (for example Warm-up, Technical, Game), listed in display order. Name them here so the library's content can be grouped the same way for every club."
        back="/admin"
        backLabel="Back to Admin"
        actions={
          <Button icon={<PlusIcon />} onClick={() => setEditing({ mode: 'create' })}>
            Add Section
          </Button>
        }
      />
      <AdminTable
        caption="Sections"
        columns={columns}
        rows={sorted}
        empty={
          <EmptyState
            title="No sections yet"
            description="Start with the parts every session has: Warm-up, Technical, Game and Cool-down. Press Add Section to create the first; the display order sets where each one comes."
            action={
              <Button icon={<PlusIcon />} onClick={() => setEditing({ mode: 'create' })}>
                Add the first section
              </Button>
            }
          />
        }
      />
      <AdminRowDialog editing={editing} noun="Section" onClose={() => setEditing(null)}>
        {(shown) => (
          <SectionForm
            editing={shown}
            sectionCount={sections.length}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void reload();
            }}
          />
        )}
      </AdminRowDialog>
    </div>
  );
}

type SectionFormProps = { editing: Editing<Section>; sectionCount: number; onCancel: () => void; onSaved: () => void };

function SectionForm({ editing, sectionCount, onCancel, onSaved }: SectionFormProps) {
  const row = editing.mode === 'edit' ? editing.row : null;
  const form = useForm<SectionFormValues>(
    row ? { name: row.name, description: row.description, displayOrder: String(row.displayOrder) } : newSectionValues(sectionCount),
  );
  const { bind, pending } = form;
  const submit = form.submit({
    check: (values) => checkedOf(sectionBody(values, editing.mode)),
    ...saveAdminRow('/api/sections', 'section', row, onSaved),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Name" required autoComplete="off" {...bind('name')} />
      <DescriptionAndOrderFields bind={bind} />
      <FormActions onCancel={onCancel} pending={pending} submitLabel={row ? 'Save Section' : 'Add Section'} pendingLabel="Saving..." />
    </form>
  );
}
