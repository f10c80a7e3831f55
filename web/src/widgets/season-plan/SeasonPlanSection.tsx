import { useState } from 'react';
import { canPlanGroupWeeks, formatDayHeading, localIsoDate, outcomeCorners, weekStart, type CoachGroup, type PlanWeekInput, type SeasonWeek } from '@pitchside/shared';
import { Badge, Button, ButtonLink, Select, TextArea, useForm } from '../../ui';
import { FormActions } from '../../ui/FormActions';
import { useSession } from '../../data/session';
import { FocusOptions } from '../focus-options/FocusOptions';
import { builderLinkFor } from './builder-link';
import { checkPlanWeekForm, planWeekFormValues, type PlanWeekFormValues } from './plan-week-form';
import { savePlanWeek } from './use-season-plan';
import { useDeviceEdit } from '../device-edit/use-device-edit';
import './SeasonPlan.css';

/** A group's season plan on its roster: this week and the weeks ahead, each adjustable by those who plan its sessions. */
export function SeasonPlanSection({ group }: { group: CoachGroup }) {
  const user = useSession((s) => s.user);
  const [showPast, setShowPast] = useState(false);
  const plan = group.seasonPlan ?? null;
  const mayPlan = canPlanGroupWeeks(user, group);
  const thisMonday = weekStart(localIsoDate());
  const weeks = plan?.weeks ?? [];
  const past = weeks.filter((w) => w.weekStart < thisMonday);
  const shown = showPast ? weeks : weeks.filter((w) => w.weekStart >= thisMonday);

  return (
    <section className="season-plan grid gap-3 box" aria-labelledby="season-plan-title">
      <h2 id="season-plan-title" className="season-plan__title title-lg">
        Season plan
      </h2>
      {!plan || weeks.length === 0 ? (
        <p className="season-plan__none">No season plan yet. An organization admin applies one of the club's curriculum templates to this group.</p>
      ) : (
        <>
          {plan.templateName ? <p className="season-plan__from">From the curriculum “{plan.templateName}”</p> : null}
          {past.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setShowPast((v) => !v)} aria-expanded={showPast}>
              {showPast ? 'Hide past weeks' : `Show ${past.length} past ${past.length === 1 ? 'week' : 'weeks'}`}
            </Button>
          ) : null}
          {shown.length === 0 ? <p className="season-plan__none">The season plan has no weeks from this week on.</p> : null}
          <ol className="season-plan__weeks grid gap-2 list-bare">
            {shown.map((week) => (
              <PlanWeekRow key={week.weekStart} group={group} week={week} current={week.weekStart === thisMonday} mayPlan={mayPlan} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

type RowProps = { group: CoachGroup; week: SeasonWeek; current: boolean; mayPlan: boolean };

function PlanWeekRow({ group, week, current, mayPlan }: RowProps) {
  const { editing, setEditing, save } = useDeviceEdit((change: PlanWeekInput) => savePlanWeek(group.id, change), {
    saved: 'Week saved',
    failed: 'Failed to save the week',
  });
  const heading = `Week of ${formatDayHeading(week.weekStart)}`;
  const corners = outcomeCorners.filter((c) => week.outcomes[c.key]);

  return (
    <li className={`season-week grid gap-2${current ? ' season-week--current' : ''}`} data-week={week.weekStart} aria-current={current ? 'date' : undefined}>
      <h3 className="season-week__heading row gap-2">
        {heading}
        {current ? <span className="season-week__now">This week</span> : null}
      </h3>
      {editing ? (
        <PlanWeekForm week={week} heading={heading} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <p className="season-week__themes">
            {week.themes.map((theme) => (
              <Badge key={theme} colour="blue">
                {theme}
              </Badge>
            ))}
          </p>
          {week.objectives ? <p className="season-week__objectives">{week.objectives}</p> : null}
          {corners.length > 0 ? (
            <dl className="season-week__outcomes grid gap-1">
              {corners.map((c) => (
                <div key={c.key}>
                  <dt>{c.label}</dt>
                  <dd>{week.outcomes[c.key]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="season-week__actions">
            <ButtonLink to={builderLinkFor(week.themes, group.profile, group.id)} size="sm" aria-label={`Plan a ${week.themes[0]} session for ${group.name}, ${heading}`}>
              Plan a Session
            </ButtonLink>
            {mayPlan ? (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Change ${heading}`}>
                Change
              </Button>
            ) : null}
          </div>
        </>
      )}
    </li>
  );
}

type FormProps = { week: SeasonWeek; heading: string; onSave: (change: PlanWeekInput) => Promise<void>; onCancel: () => void };

function PlanWeekForm({ week, heading, onSave, onCancel }: FormProps) {
  const form = useForm<PlanWeekFormValues>(planWeekFormValues(week));
  const submit = form.submit({ check: (values: PlanWeekFormValues) => checkPlanWeekForm(week.weekStart, values), send: onSave });
  const themeSelect = (key: 'theme1' | 'theme2' | 'theme3', label: string, placeholder: string) => (
    <Select label={label} placeholder={placeholder} value={form.values[key]} error={form.errors[key]} onChange={(e) => form.change({ [key]: e.target.value })}>
      <FocusOptions />
    </Select>
  );
  return (
    <form className="season-week__form grid gap-3" onSubmit={submit} noValidate aria-label={`Change ${heading}`}>
      {themeSelect('theme1', 'Theme', 'Select a theme')}
      {themeSelect('theme2', 'Second theme (optional)', 'None')}
      {themeSelect('theme3', 'Third theme (optional)', 'None')}
      <TextArea label="Objectives" rows={3} maxLength={1000} {...form.bind('objectives')} />
      <FormActions className="season-week__actions" submitLabel="Save Week" pending={form.pending} onCancel={onCancel} />
    </form>
  );
}
