import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { clubFactsSchema, gettingStartedDone, gettingStartedSteps, gettingStartedUntouched, type GettingStartedStepId } from '@pitchside/shared';
import { CheckIcon } from '../../ui/icons';
import { useApiQuery } from '../../widgets/admin-shared/use-api-query';
import './GettingStarted.css';

/** Where each step is done. */
const stepLinks: Record<GettingStartedStepId, { to: string; label: string }> = {
  coaches: { to: '/org-admin', label: 'Add Coach' },
  groups: { to: '/org-admin', label: 'Coach groups' },
  profiles: { to: '/teams', label: 'My teams' },
  curriculum: { to: '/org-admin/curriculum', label: 'Season Curriculum' },
  training: { to: '/session-library', label: 'Session Library' },
};

/**
 * An org admin's first steps with a new club, ticked off from the club's data. It goes once
 * every step is done; offline or on an error it stays out of the way (the home still works).
 */
export function GettingStarted({ onNewClub }: { onNewClub?: (isNew: boolean) => void }) {
  const facts = useApiQuery('/api/org-admin/getting-started', clubFactsSchema);
  const steps = facts.data ? gettingStartedSteps(facts.data) : null;
  const isNew = steps !== null && gettingStartedUntouched(steps);
  // Said only once known: offline or on an error the home keeps its own guess.
  const known = steps !== null;
  useEffect(() => {
    if (known) onNewClub?.(isNew);
  }, [onNewClub, isNew, known]);
  if (!steps) return null;
  if (gettingStartedDone(steps)) return null;
  const done = steps.filter((s) => s.done).length;
  return (
    <section className="getting-started card" aria-labelledby="getting-started-title">
      <h2 id="getting-started-title" className="getting-started__title">
        Get your club started
      </h2>
      <p className="meta" id="getting-started-progress">
        {done} of {steps.length} done
      </p>
      <ol className="getting-started__steps" aria-describedby="getting-started-progress">
        {steps.map((step) => (
          <li key={step.id} className={`getting-started__step${step.done ? ' getting-started__step--done' : ''}`}>
            <span className="getting-started__mark" aria-hidden="true">
              {step.done ? <CheckIcon /> : null}
            </span>
            <span className="getting-started__text">
              <span className="getting-started__step-title">
                {step.title}
                <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
              </span>
              <span className="meta">{step.detail}</span>
            </span>
            {step.done ? null : (
              <Link className="btn btn--secondary btn--sm getting-started__go" to={stepLinks[step.id].to}>
                {stepLinks[step.id].label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
export default GettingStarted;
