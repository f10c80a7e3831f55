import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { can, datesInRange, dayNames, formatDayHeading, isValidIsoDate, localIsoDate, rangeSummary, type Session } from '@pitchside/shared';
import { Checkbox, Dialog, Field, FormActions, Select, toast, useRevealInvalid } from '../../ui';
import { useSession } from '../../data/session';
import { checkScheduleForm, initialScheduleForm, toggleDay, withStartDate, withTrainingDays, type ScheduleForm, type ScheduleProblem, type ScheduleType } from './schedule-form';
import { scheduleLibrarySession, useCoachGroups, useLibrarySessions, useSessionGroup, useTrainingDays } from './use-library-sessions';
import { TrainingTimeFields } from './TrainingTimeFields';
import './ScheduleSessionDialog.css';

type ScheduleSessionDialogProps = { session: Session | null; onClose: () => void };

/** 'Schedule Session: {title}' (docs/spec/coaching.md, Session Library; messages of sections 5 and 8). */
export function ScheduleSessionDialog({ session, onClose }: ScheduleSessionDialogProps) {
  return (
    <Dialog open={session !== null} onClose={onClose} title={`Schedule Session: ${session?.title ?? ''}`}>
      {session ? <ScheduleSessionForm session={session} onDone={onClose} /> : null}
    </Dialog>
  );
}

/** The home schedule's "+" on a day: the same form on that date, with the session chosen from the library. */
export function AddTrainingDialog({ date, onClose }: { date: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Add Training" description={`On ${formatDayHeading(date)}`}>
      <ScheduleSessionForm session={null} fixedDate={date} onDone={onClose} />
    </Dialog>
  );
}

const scheduleTypes: { value: ScheduleType; label: string }[] = [
  { value: 'single', label: 'Single Date' },
  { value: 'range', label: 'Weekly Schedule' },
];

type FormProps = { session: Session | null; fixedDate?: string; onDone: () => void };

function ScheduleSessionForm({ session: given, fixedDate, onDone }: FormProps) {
  const user = useSession((s) => s.user);
  const groups = useCoachGroups();
  const library = useLibrarySessions();
  const [chosenId, setChosenId] = useState('');
  const session = given ?? library?.find((s) => s.id === chosenId) ?? null;
  const [form, setForm] = useState<ScheduleForm>(() => initialScheduleForm(given, fixedDate ?? ''));
  // Read when a default is applied, not when it was computed: a default that arrives after the
  // coach typed a date (the group's days load from the device a moment later) must not replace it.
  const touched = useRef({ date: fixedDate !== undefined, range: false });
  const setDateTouched = () => {
    touched.current.date = true;
  };
  const setRangeTouched = () => {
    touched.current.range = true;
  };
  const [groupTouched, setGroupTouched] = useState(false);
  const sessionGroup = useSessionGroup(session);
  const [problem, setProblem] = useState<ScheduleProblem | null>(null);
  const [pending, setPending] = useState(false);
  const { ref: formRef, reveal } = useRevealInvalid<HTMLFormElement>();
  const typeName = useId();
  const daysErrorId = useId();
  const trainingDays = useTrainingDays(form.groupId);

  // The group the session was planned for, until the coach picks one.
  useEffect(() => {
    if (groupTouched || !sessionGroup) return;
    setForm((f) => (f.groupId ? f : { ...f, groupId: sessionGroup }));
  }, [groupTouched, sessionGroup]);

  // Until the coach changes them, the dates and days follow the group's (or the club's) training days.
  useEffect(() => {
    if (trainingDays === undefined) return;
    setForm((f) => withTrainingDays(f, localIsoDate(), trainingDays, { ...touched.current }));
  }, [trainingDays]);

  const update = (next: ScheduleForm) => {
    setForm(next);
    setProblem(null);
  };
  const chooseSession = (id: string) => {
    setChosenId(id);
    const chosen = library?.find((s) => s.id === id);
    // The duration follows the chosen session unless the coach typed one.
    if (chosen && form.time.durationMinutes === '') update({ ...form, time: initialScheduleForm(chosen, form.date).time });
    else setProblem(null);
  };
  const errorFor = (...fields: ScheduleProblem['field'][]) => (problem && fields.includes(problem.field) ? problem.message : undefined);
  const rangeDates =
    form.type === 'range' && isValidIsoDate(form.startDate) && isValidIsoDate(form.endDate) && form.endDate >= form.startDate
      ? datesInRange(form.startDate, form.endDate, form.days)
      : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session) {
      setProblem({ title: 'Missing Information', message: 'Please choose a session', field: 'sessionId' });
      reveal();
      return;
    }
    const checked = checkScheduleForm(form, session.id);
    if (!checked.ok) {
      setProblem(checked.problem);
      reveal();
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
    <form ref={formRef} className="schedule-form stack" noValidate onSubmit={(e) => void submit(e)}>
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

      {given ? null : (
        <Select
          label="Session"
          value={chosenId}
          placeholder={library === undefined ? 'Loading sessions…' : 'Select a session'}
          options={(library ?? []).map((s) => ({ value: s.id, label: s.title }))}
          onChange={(e) => chooseSession(e.target.value)}
          error={errorFor('sessionId')}
          hint={library !== undefined && library.length === 0 ? 'Save a session to the library in the session builder first.' : undefined}
          required
        />
      )}

      <Select
        label="Coach Group"
        value={form.groupId}
        placeholder={groups === undefined ? 'Loading groups…' : 'Select a coach group'}
        options={(groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
        onChange={(e) => {
          setGroupTouched(true);
          update({ ...form, groupId: e.target.value });
        }}
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
        <Field
          label="Date"
          type="date"
          value={form.date}
          onChange={(e) => {
            setDateTouched();
            update({ ...form, date: e.target.value });
          }}
          error={errorFor('date')}
          required
        />
      ) : (
        <>
          <div className="schedule-form__dates">
            <Field
              label="Start Date"
              type="date"
              value={form.startDate}
              onChange={(e) => {
                setRangeTouched();
                update(withStartDate(form, e.target.value));
              }}
              error={errorFor('startDate')}
              required
            />
            <Field
              label="End Date"
              type="date"
              value={form.endDate}
              min={form.startDate || undefined}
              onChange={(e) => {
                setRangeTouched();
                update({ ...form, endDate: e.target.value });
              }}
              error={errorFor('endDate')}
              hint="One week unless you change it; up to 52 weeks."
              required
            />
          </div>
          <fieldset className="schedule-form__fieldset" tabIndex={-1} aria-describedby={errorFor('days') ? daysErrorId : undefined} aria-invalid={errorFor('days') ? true : undefined}>
            <legend className="field__label">Training Days</legend>
            <div className="schedule-form__days">
              {dayNames.map((day) => (
                <Checkbox key={day} label={day} checked={form.days.includes(day)} onChange={(e) => {
                    setRangeTouched();
                    update(toggleDay(form, day, e.target.checked));
                  }}
                />
              ))}
            </div>
            {errorFor('days') ? (
              <p id={daysErrorId} className="field__error" role="alert">
                {errorFor('days')}
              </p>
            ) : null}
          </fieldset>
          {rangeDates.length > 0 ? (
            <p className="schedule-form__summary" role="status">
              {rangeSummary(rangeDates)}
            </p>
          ) : null}
        </>
      )}

      <TrainingTimeFields
        value={form.time}
        onChange={(time) => update({ ...form, time })}
        problem={problem?.field === 'startTime' || problem?.field === 'durationMinutes' ? { field: problem.field, message: problem.message } : null}
      />

      <FormActions onCancel={onDone} pending={pending} submitLabel="Schedule Session" pendingLabel="Scheduling..." />
    </form>
  );
}
