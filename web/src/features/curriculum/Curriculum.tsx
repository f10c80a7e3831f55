import { useState } from 'react';
import { coachGroupsResponseSchema, curriculumTemplateSchema, seasonLength, type CoachGroup, type CurriculumTemplate, type CurriculumTemplateInput } from '@pitchside/shared';
import { Badge, Button, Card, EmptyState, PageHeader, confirmAction } from '../../ui';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { api } from '../../data/api';
import { requestSync } from '../../data/sync-scheduler';
import { useApiQuery } from '../../widgets/admin-shared/use-api-query';
import { AdminGate } from '../../widgets/admin-shared/AdminGate';
import { runAdminAction } from '../../widgets/admin-shared/admin-actions';
import { ApplyTemplateForm } from './ApplyTemplateForm';
import { CurriculumForm } from './CurriculumForm';
import { curriculumFormValues, newCurriculumForm } from './curriculum-form';
import '../../widgets/admin-shared/admin.css';
import './Curriculum.css';

const templatesSchema = curriculumTemplateSchema.array();
type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; template: CurriculumTemplate } | { kind: 'apply'; template: CurriculumTemplate };

/** /org-admin/curriculum — the club's season curriculum templates per age band (online, org admins). */
export function Curriculum() {
  const templates = useApiQuery('/api/curriculum-templates', templatesSchema);
  const groups = useApiQuery('/api/coach-groups', coachGroupsResponseSchema);
  return (
    <AdminGate queries={[templates, groups]} what="the curriculum">
      {() => <CurriculumView templates={templates.data ?? []} groups={groups.data ?? []} reload={templates.reload} />}
    </AdminGate>
  );
}
export default Curriculum;

function CurriculumView({ templates, groups, reload }: { templates: CurriculumTemplate[]; groups: CoachGroup[]; reload: () => Promise<void> }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const back = () => setMode({ kind: 'list' });

  const save = (template: CurriculumTemplate | null) => async (input: CurriculumTemplateInput) => {
    const ok = await runAdminAction(() => (template ? api.put(`/api/curriculum-templates/${template.id}`, input) : api.post('/api/curriculum-templates', input)), {
      success: 'Template saved',
      failureTitle: 'Update Failed',
      fallback: 'Please try again.',
    });
    if (!ok) throw new Error('not saved');
    await reload();
    back();
  };
  const remove = async (template: CurriculumTemplate) => {
    const sure = await confirmAction(`Delete the template "${template.name}"? Groups already planned from it keep their plan.`, { title: 'Delete Template', confirmLabel: 'Delete' });
    if (!sure) return;
    if (await runAdminAction(() => api.delete(`/api/curriculum-templates/${template.id}`), { success: 'Template deleted', failureTitle: 'Delete Failed', fallback: 'Please try again.' })) await reload();
  };

  if (mode.kind === 'new' || mode.kind === 'edit') {
    const template = mode.kind === 'edit' ? mode.template : null;
    return (
      <div className="page admin-page stack gap-6 curriculum">
        <PageHeader title={template ? `Edit ${template.name}` : 'New Curriculum Template'} description="A season of blocks, each some weeks long with its themes, objectives and outcomes." back={back} backLabel="Back to templates" />
        <CurriculumForm initial={template ? curriculumFormValues(template) : newCurriculumForm()} onSave={save(template)} onCancel={back} />
      </div>
    );
  }

  return (
    <div className="page admin-page stack gap-6 curriculum">
      <PageHeader
        title="Season Curriculum"
        description="Your club's way of playing, week by week: write a template per age band and apply it to your groups."
        back
        parent="/org-admin"
        actions={
          <Button icon={<PlusIcon />} onClick={() => setMode({ kind: 'new' })}>
            New Template
          </Button>
        }
      />
      {templates.length === 0 ? (
        <EmptyState title="No curriculum templates yet" description="Write the season for an age band: blocks of weeks, each with its themes and what the players should take from it." />
      ) : (
        <ul className="curriculum__list grid gap-3 list-bare">
          {templates.map((template) => (
            <li key={template.id}>
              <Card className="curriculum-card" role="region" aria-label={template.name}>
                <h2 className="curriculum-card__name row gap-2 title-lg">
                  {template.name} <Badge colour="blue">{template.ageBand === 'adult' ? 'Adult' : template.ageBand}</Badge>
                </h2>
                <p className="curriculum-card__facts">
                  {seasonLength(template.blocks)} weeks in {template.blocks.length} {template.blocks.length === 1 ? 'block' : 'blocks'}: {template.blocks.map((b) => `${b.themes.join(' + ')} (${b.weeks})`).join(', ')}
                </p>
                {mode.kind === 'apply' && mode.template.id === template.id ? (
                  <ApplyTemplateForm
                    template={template}
                    groups={groups}
                    onCancel={back}
                    onApply={async (input) => {
                      const group = groups.find((g) => g.id === input.groupId);
                      const ok = await runAdminAction(() => api.post(`/api/curriculum-templates/${template.id}/apply`, input), {
                        success: `${template.name} applied to ${group?.name ?? 'the group'}`,
                        failureTitle: 'Update Failed',
                        fallback: 'Please try again.',
                      });
                      if (!ok) throw new Error('not applied');
                      // The group's plan reaches this device (and the coaches') with the next pull.
                      requestSync();
                      back();
                    }}
                  />
                ) : (
                  <div className="row gap-2">
                    <Button size="sm" onClick={() => setMode({ kind: 'apply', template })} disabled={groups.length === 0} aria-label={`Apply ${template.name} to a group`}>
                      Apply to Group
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setMode({ kind: 'edit', template })} aria-label={`Edit ${template.name}`}>
                      Edit
                    </Button>
                    <Button variant="danger" size="sm" icon={<TrashIcon />} onClick={() => void remove(template)} aria-label={`Delete ${template.name}`}>
                      Delete
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
