import { useId } from 'react';
import { pickableWeeks, toggleWeek } from './holiday-weeks';

type Props = { startDate: string; templateWeeks: number; chosen: readonly string[]; onChange: (weeks: string[]) => void };

/**
 * The season's weeks as a calendar, a month a row: tick the weeks with no training and the
 * template's blocks carry on after them. Each week is a checkbox, so Tab and Space pick them
 * and a screen reader hears "Week of 26 October 2026".
 */
export function HolidayWeekPicker({ startDate, templateWeeks, chosen, onChange }: Props) {
  const hintId = useId();
  const months = pickableWeeks(startDate, templateWeeks);
  return (
    <fieldset className="holiday-weeks" aria-describedby={hintId}>
      <legend>Holiday weeks (optional)</legend>
      <p id={hintId} className="meta">
        {months.length
          ? `Tick the weeks with no training${chosen.length ? `: ${chosen.length} ${chosen.length === 1 ? 'week' : 'weeks'} skipped` : ''}.`
          : 'Choose the start date first.'}
      </p>
      {months.map(({ month, weeks }) => (
        <fieldset key={month} className="holiday-weeks__month">
          <legend>{month}</legend>
          <div className="row gap-2">
            {weeks.map((week) => (
              <label key={week.monday} className="holiday-weeks__week">
                <input type="checkbox" checked={chosen.includes(week.monday)} aria-label={week.fullLabel} onChange={() => onChange(toggleWeek(chosen, week.monday))} />
                <span aria-hidden="true">{week.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
