import { useState } from 'react';
import { applyCurriculumInputSchema, localIsoDate, seasonLength, type ApplyCurriculumInput, type CoachGroup, type CurriculumTemplate } from '@pitchside/shared';
import { Field, Select, checkForm, useForm } from '../../ui';
import { FormActions } from '../../ui/FormActions';
import { HolidayWeekPicker } from './HolidayWeekPicker';
import { groupsForBand } from './holiday-weeks';

type Values = { groupId: string; startDate: string };
type Props = { template: CurriculumTemplate; groups: readonly CoachGroup[]; onApply: (input: ApplyCurriculumInput) => Promise<void>; onCancel: () => void };

/** Lays a template onto a group from a start date; the holiday weeks ticked are skipped. */
export function ApplyTemplateForm({ template, groups, onApply, onCancel }: Props) {
  const form = useForm<Values>({ groupId: '', startDate: localIsoDate() });
  const [holidayWeeks, setHolidayWeeks] = useState<string[]>([]);
  const submit = form.submit({
    check: (v: Values) => checkForm(applyCurriculumInputSchema, { groupId: v.groupId, startDate: v.startDate, holidayWeeks }),
    send: onApply,
  });
  const { matching, others } = groupsForBand(groups, template.ageBand);
  const choiceGroups = (
    [
      [`${template.ageBand} groups`, matching],
      [matching.length ? 'Other groups' : 'Groups', others],
    ] as const
  ).filter(([, list]) => list.length > 0);
  return (
    <form className="curriculum-apply grid" onSubmit={submit} noValidate aria-label={`Apply ${template.name}`}>
      <Select label="Coach group" required placeholder="Select a group" {...form.bind('groupId')}>
        {choiceGroups.map(([label, list]) => (
          <optgroup key={label} label={label}>
            {list.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Field label="Start date" type="date" required {...form.bind('startDate')} hint="The season starts in this week" />
      <HolidayWeekPicker startDate={form.values.startDate} templateWeeks={seasonLength(template.blocks)} chosen={holidayWeeks} onChange={setHolidayWeeks} />
      <FormActions className="row gap-2" submitLabel="Apply Template" pendingLabel="Applying..." pending={form.pending} onCancel={onCancel} />
    </form>
  );
}
