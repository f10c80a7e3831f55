import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ageBands, can, uuidv7, type AgeBand, type CurrentUser } from '@pitchside/shared';
import { Button, PageHeader, toast } from '../../ui';
import { mutate } from '../../data/mutate';
import { useSession } from '../../data/session';
import { builderSteps, draftToSession, planToSelected, selectedToPlan, setupFromDrills, type BuilderDraft, type BuilderStep } from './builder-rules';
import { clearPlanNotes, planNotesFor, readPlanNotes } from '../../widgets/plan-notes/plan-notes';
import { useBuilderDraft } from './use-builder-draft';
import { useBuilderActivities } from './use-builder-activities';
import { SetupStep } from './SetupStep';
import { ActivitiesStep } from './ActivitiesStep';
import { ReviewStep } from './ReviewStep';
import { SaveStep } from './SaveStep';
import { PlanForGroup } from './PlanForGroup';
import { useSessionPlanner } from './use-session-planner';
import { SessionTemplates } from '../session-library/SessionTemplates';
import '../../ui/StickyActions.css';
import './PlanForGroup.css';
import './SessionBuilder.css';

/** /session-builder: the four-step wizard of docs/spec/coaching.md "Session Builder" (sections 4-6). */
export function SessionBuilder() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return <Wizard user={user} />;
}
export default SessionBuilder;

function saveErrorMessage(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues[0]?.message || 'Please try again.';
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

function Wizard({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { draft, offerResume, continueDraft, update, reset } = useBuilderDraft(user.id);
  const activities = useBuilderActivities(draft);
  const planner = useSessionPlanner(draft, activities, update);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is a new page for the coach: start at its top, and tell screen readers.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [draft.step]);

  // A plan started from the activity library has drills but no setup yet: take the focus and
  // level of its drills (not "General Training / Beginner"), and place each drill in its phase.
  const unplaced = draft.focus1 === '' && draft.abilityLevel === '' && draft.selected.length > 0;
  useEffect(() => {
    if (!unplaced || !activities) return;
    const drills = draft.selected.flatMap((s) => activities.byId.get(s.id) ?? []);
    if (drills.length === 0) return;
    update({ ...setupFromDrills(drills), selected: planToSelected(selectedToPlan(draft.selected, activities.byId)) });
  }, [unplaced, activities, draft.selected, update]);

  const goTo = (step: BuilderStep) => update({ step });
  const patch = (p: Partial<BuilderDraft>) => update(p);

  const save = async () => {
    setSaving(true);
    try {
      // Only the notes of drills in this plan: an adaptation applied to another drill waits for its own plan.
      const carried = planNotesFor(readPlanNotes(user.id), draft.selected.map((s) => s.id));
      const id = uuidv7();
      await mutate('session.create', draftToSession(draft, id, carried.map((n) => n.text)));
      clearPlanNotes(user.id, carried);
      const next = await planner.afterSave(id);
      reset();
      toast({ title: 'Session Saved', description: 'Your session has been saved to the library successfully.', variant: 'success' });
      navigate(next);
    } catch (error) {
      setSaving(false);
      toast({ title: 'Error', description: `Failed to save session: ${saveErrorMessage(error)}`, variant: 'destructive' });
    }
  };

  const titles: Record<BuilderStep, string> = {
    1: 'Session Setup',
    2: 'Select Activities',
    3: 'Review Session',
    4: 'Name & Save Session',
  };

  if (offerResume) {
    return (
      <div className="page builder">
        <PageHeader title="Session Builder" description="Plan a training session in four steps." />
        <DraftChoice draft={draft} onContinue={continueDraft} onStartNew={reset} />
      </div>
    );
  }

  return (
    <div className="page builder">
      <PageHeader title="Session Builder" description="Plan a training session in four steps." />
      <StepIndicator current={draft.step} />
      <section className="builder__step" aria-labelledby="builder-step-title">
        <h2 id="builder-step-title" className="builder__step-title" tabIndex={-1} ref={headingRef}>
          {titles[draft.step]}
        </h2>
        {draft.step === 1 ? (
          <SetupStep
            draft={draft}
            onChange={patch}
            onNext={() => goTo(2)}
            planner={(askForFocus) => (
              <PlanForGroup
                setup={draft.plan}
                context={planner.context}
                focusChosen={draft.focus1 !== ''}
                libraryReady={activities !== undefined}
                onChange={(plan) => patch({ plan })}
                onPlan={planner.plan}
                onNeedsFocus={askForFocus}
              />
            )}
          />
        ) : null}
        {draft.step === 1 && planner.weekThemes.length > 0 && user.hasUnitedFcLibraryAccess ? (
          <SessionTemplates key={bandOf(planner.profile.ageBand)} mayUse={can(user, 'createSession')} themes={planner.weekThemes} initialAgeBand={bandOf(planner.profile.ageBand)} bandLabel="Ready sessions for" />
        ) : null}
        {draft.step === 2 ? (
          <ActivitiesStep draft={draft} activities={activities} onChange={patch} onBack={() => goTo(1)} onNext={() => goTo(3)} ageBand={planner.profile.ageBand} />
        ) : null}
        {draft.step === 3 ? (
          <ReviewStep
            draft={draft}
            activities={activities}
            onChange={patch}
            onBack={() => goTo(2)}
            onNext={() => goTo(4)}
            ageBand={planner.profile.ageBand}
            onSwap={planner.swap}
            swapCandidate={planner.swapCandidate}
          />
        ) : null}
        {draft.step === 4 ? <SaveStep draft={draft} onChange={patch} onBack={() => goTo(3)} onSave={save} saving={saving} /> : null}
      </section>
    </div>
  );
}

/** The group's age band as a library band ('' for a band the library does not list). */
function bandOf(band: string | null): AgeBand | '' {
  return ageBands.find((b) => b === band) ?? '';
}

/** An unfinished plan from an earlier visit: go on with it, or start afresh (the draft is then dropped). */
function DraftChoice({ draft, onContinue, onStartNew }: { draft: BuilderDraft; onContinue: () => void; onStartNew: () => void }) {
  const count = draft.selected.length;
  const step = builderSteps.find((s) => s.step === draft.step);
  const facts = [
    draft.name.trim() || null,
    draft.focus1 ? `Focus: ${draft.focus1}` : null,
    `${count} ${count === 1 ? 'activity' : 'activities'}`,
    step ? `stopped at step ${step.step}: ${step.label}` : null,
  ].filter(Boolean);
  return (
    <section className="card builder__resume stack" aria-labelledby="builder-resume-title">
      <h2 id="builder-resume-title" className="builder__step-title">
        You have an unfinished plan
      </h2>
      <p>{facts.join(' • ')}</p>
      <div className="row">
        <Button onClick={onContinue}>Continue your draft</Button>
        <Button variant="secondary" onClick={onStartNew}>
          Start a new plan
        </Button>
      </div>
    </section>
  );
}

function StepIndicator({ current }: { current: BuilderStep }) {
  return (
    <ol className="builder-steps list-bare" aria-label="Steps">
      {builderSteps.map(({ step, label }) => {
        const state = step === current ? 'current' : step < current ? 'done' : 'todo';
        return (
          <li key={step} className={`builder-steps__item stack gap-1 builder-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="builder-steps__number" aria-hidden="true">
              {step}
            </span>
            <span className="builder-steps__label">
              <span className="visually-hidden">Step {step}: </span>
              {label}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
