import { applyCurriculumInputSchema, localIsoDate, type ApplyCurriculumInput, type CoachGroup, type CurriculumTemplate } from '@pitchside/shared';
import { Field, Select, checkForm, useForm } from '../../ui';
import { FormActions } from '../../ui/FormActions';

type Values = { groupId: string; startDate: string; holidayWeeks: string };
type Props = { template: CurriculumTemplate; groups: readonly CoachGroup[]; onApply: (input: ApplyCurriculumInput) => Promise<void>; onCancel: () => void };

/** Lays a template onto a group from a start date; the holiday weeks listed are skipped. */
export function ApplyTemplateForm({ template, groups, onApply, onCancel }: Props) {
  const form = useForm<Values>({ groupId: '', startDate: localIsoDate(), holidayWeeks: '' });
  const submit = form.submit({
    check: (v: Values) => {
      const holidayWeeks = v.holidayWeeks.split(/[\s,]+/).filter(Boolean);
      const checked = checkForm(applyCurriculumInputSchema, { groupId: v.groupId, startDate: v.startDate, holidayWeeks });
      if (checked.ok) return checked;
      const { holidayWeeks: holidayError, ...rest } = checked.errors;
      return { ok: false as const, errors: holidayError ? { ...rest, holidayWeeks: 'List holiday weeks as dates (YYYY-MM-DD), separated by commas' } : rest };
    },
    send: onApply,
  });
  return (
    <form className="curriculum-apply grid" onSubmit={submit} noValidate aria-label={`Apply ${template.name}`}>
      <Select label="Coach group" required placeholder="Select a group" options={groups.map((g) => ({ value: g.id, label: g.name }))} {...form.bind('groupId')} />
      <Field label="Start date" type="date" required {...form.bind('startDate')} hint="The season starts in this week" />
      <Field label="Holiday weeks (optional)" placeholder="2026-10-26, 2026-12-21" hint="Any day of each week to skip, separated by commas" {...form.bind('holidayWeeks')} />
      <FormActions className="curriculum-form__actions" submitLabel="Apply Template" pendingLabel="Applying..." pending={form.pending} onCancel={onCancel} />
    </form>
  );
}
