import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { can, dayNames, type Session } from '@pitchside/shared';
import { Button, Checkbox, Dialog, DialogFooter, Field, Select, toast } from '../../ui';
import { useSession } from '../../data/session';
import { checkScheduleForm, emptyScheduleForm, toggleDay, withStartDate, type ScheduleForm, type ScheduleProblem, type ScheduleType } from './schedule-form';
import { scheduleLibrarySession, useCoachGroups } from './use-library-sessions';
import { TrainingTimeFields } from '../weekly-schedule/TrainingTimeFields';

type ScheduleSessionDialogProps = { session: Session | null; onClose: () => void };

/** 'Schedule Session: {title}' (coaching.md, Session Library; messages of sections 5 and 8). */
export function ScheduleSessionDialog({ session, onClose }: ScheduleSessionDialogProps) {
  return (
    <Dialog open={session !== null} onClose={onClose} title={`Schedule Session: ${session?.title ?? ''}`}>
      {session ? <ScheduleSessionForm session={session} onDone={onClose} /> : null}
    </Dialog>
  );
}

const scheduleTypes: { value: ScheduleType; label: string }[] = [
  { value: 'single', label: 'Single Date' },
  { value: 'range', label: 'Weekly Schedule' },
];

function ScheduleSessionForm({ session, onDone }: { session: Session; onDone: () => void }) {
  const user = useSession((s) => s.user);
  const groups = useCoachGroups();
  const [form, setForm] = useState<ScheduleForm>(emptyScheduleForm);
  const [problem, setProblem] = useState<ScheduleProblem | null>(null);
  const [pending, setPending] = useState(false);
  const typeName = useId();
  const daysErrorId = useId();

  const update = (next: ScheduleForm) => {
    setForm(next);
    setProblem(null);
  };
  const errorFor = (...fields: ScheduleProblem['field'][]) => (problem && fields.includes(problem.field) ? problem.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkScheduleForm(form, session.id);
    if (!checked.ok) {
      setProblem(checked.problem);
      toast({ title: checked.problem.title, description: checked.problem.message, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await scheduleLibrarySession(checked.request);
      toast({ title: 'Session Scheduled', description: 'The session has been added to the weekly schedule.', variant: 'success' });
      onDone();
    } catch {
      setPending(false);
      toast({ description: 'Failed to schedule session. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <form className="schedule-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="schedule-form__fieldset">
        <legend className="field__label">Schedule Type</legend>
        <div className="segmented">
          {scheduleTypes.map((t) => (
            <label key={t.value} className="segmented__option">
              <input
                type="radio"
                name={typeName}
                value={t.value}
                checked={form.type === t.value}
                onChange={() => update({ ...form, type: t.value })}
              />
              <span>{t.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Select
        label="Coach Group"
        value={form.groupId}
        placeholder={groups === undefined ? 'Loading groups…' : 'Select a coach group'}
        options={(groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
        onChange={(e) => update({ ...form, groupId: e.target.value })}
        error={errorFor('groupId')}
        hint={
          groups !== undefined && groups.length === 0 ? (
            <>
              Your organization has no coach groups yet. An organization admin adds them
              {can(user, 'viewOrgAdmin') ? (
                <>
                  {' '}
                  in <Link to="/org-admin">Organization Management</Link>.
                </>
              ) : (
                ' in Organization Management.'
              )}
            </>
          ) : undefined
        }
        required
      />

      {form.type === 'single' ? (
        <Field label="Date" type="date" value={form.date} onChange={(e) => update({ ...form, date: e.target.value })} error={errorFor('date')} required />
      ) : (
        <>
          <div className="schedule-form__dates">
            <Field
              label="Week Start"
              type="date"
              value={form.startDate}
              onChange={(e) => update(withStartDate(form, e.target.value))}
              error={errorFor('startDate')}
              required
            />
            <Field label="Week End" type="date" value={form.endDate} readOnly hint="Six days after the week start." />
          </div>
          <fieldset className="schedule-form__fieldset" aria-describedby={errorFor('days') ? daysErrorId : undefined} aria-invalid={errorFor('days') ? true : undefined}>
            <legend className="field__label">Training Days</legend>
            <div className="schedule-form__days">
              {dayNames.map((day) => (
                <Checkbox key={day} label={day} checked={form.days.includes(day)} onChange={(e) => update(toggleDay(form, day, e.target.checked))} />
              ))}
            </div>
            {errorFor('days') ? (
              <p id={daysErrorId} className="field__error" role="alert">
                {errorFor('days')}
              </p>
            ) : null}
          </fieldset>
        </>
      )}

      <TrainingTimeFields
        value={form.time}
        onChange={(time) => update({ ...form, time })}
        problem={problem?.field === 'startTime' || problem?.field === 'durationMinutes' ? { field: problem.field, message: problem.message } : null}
      />

      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Scheduling...">
          Schedule Session
        </Button>
      </DialogFooter>
    </form>
  );
}
