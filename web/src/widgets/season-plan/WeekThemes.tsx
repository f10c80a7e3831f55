import { Link } from 'react-router-dom';
import { profileSummary } from '../team-profile/profile-text';
import type { GroupWeekTheme } from './use-week-themes';
import './WeekThemes.css';

/** The week's theme of each group on the schedule, each opening the builder with it. */
export function WeekThemes({ themes }: { themes: ReadonlyMap<string, GroupWeekTheme> }) {
  if (themes.size === 0) return null;
  return (
    <section className="week-themes" aria-label="Themes this week">
      <h3 className="week-themes__title">Themes this week</h3>
      <ul className="week-themes__list grid gap-2 list-bare">
        {[...themes.values()].map(({ group, themes: list, builderLink }) => {
          const summary = profileSummary(group.profile);
          return (
            <li key={group.id} className="week-theme" data-group-id={group.id}>
              <span className="week-theme__group">{group.name}</span>
              <span className="week-theme__themes">{list.join(', ')}</span>
              {summary ? <span className="week-theme__profile">{summary}</span> : null}
              <Link className="week-theme__plan" to={builderLink} aria-label={`Plan a ${list[0]} session for ${group.name}`}>
                Plan
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
