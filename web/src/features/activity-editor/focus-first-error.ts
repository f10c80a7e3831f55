import { fieldIds } from './ActivityForm';
import type { ActivityFormErrors } from './activity-form';
import { drillDetailsId, drillDetailsOrder } from './drill-details-form';

/** Moves focus to the first field the coach must fix, in the order the form shows them. */
export function focusFirstError(errors: ActivityFormErrors): void {
  const first = (Object.keys(fieldIds) as (keyof typeof fieldIds)[]).find((key) => errors[key]);
  if (first) {
    document.getElementById(fieldIds[first])?.focus();
    return;
  }
  // The Drill details section comes after the main fields.
  const detail = drillDetailsOrder.find((key) => errors.drillDetails?.[key]);
  if (detail) document.getElementById(drillDetailsId(detail))?.focus();
}
