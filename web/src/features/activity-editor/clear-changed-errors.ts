import type { ActivityFormErrors, ActivityFormValues } from './activity-form';

/** A field's message goes once the coach changes that field (it is checked again on submit). */
export function clearChangedErrors(errors: ActivityFormErrors, before: ActivityFormValues, after: ActivityFormValues): ActivityFormErrors {
  const next: ActivityFormErrors = { ...errors };
  for (const key of Object.keys(errors) as (keyof ActivityFormErrors)[]) {
    if (key === 'drillDetails') continue;
    if (key in after && before[key as keyof ActivityFormValues] !== after[key as keyof ActivityFormValues]) delete next[key];
  }
  if (errors.drillDetails) {
    const details = { ...errors.drillDetails };
    for (const key of Object.keys(details) as (keyof typeof details)[]) {
      if (before.drillDetails[key] !== after.drillDetails[key]) delete details[key];
    }
    next.drillDetails = details;
  }
  return next;
}
