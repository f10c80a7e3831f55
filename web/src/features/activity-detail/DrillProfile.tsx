import { ballSizeLabels, goalSizeLabels, headingText, matchFormatLabels, type DrillProfile as Profile } from '@pitchside/shared';
import { areaText, capitalised, durationText, equipmentText, playersText } from './drill-profile-text';
import './DrillProfile.css';

export type DrillProfileProps = {
  profile: Profile;
  /** The run-through: the facts and what to look for only. */
  compact?: boolean;
  /** Prefix for element ids, so two summaries on one page keep unique ids. */
  idPrefix?: string;
};

/**
 * The drill details at a glance: who it suits, how many, how much space, how long, how
 * hard, what kind of practice, the kit, and (in full) the aims, success criteria,
 * questions and safety notes. Pure: everything comes from props.
 */
export function DrillProfile({ profile, compact = false, idPrefix = 'drill-profile' }: DrillProfileProps) {
  const facts: [string, string][] = [
    ['Age bands', profile.ageBands.join(', ')],
    ['Players', playersText(profile)],
    ['Area', areaText(profile)],
    ['Duration', durationText(profile)],
    ['Intensity', capitalised(profile.intensity)],
    ['Practice type', capitalised(profile.practiceType)],
  ];
  // Stated by every provider drill; a club's own activity may leave them out.
  const heading = headingText(profile);
  if (profile.goalSize) facts.push(['Goals', goalSizeLabels[profile.goalSize]]);
  if (profile.ballSize) facts.push(['Ball', ballSizeLabels[profile.ballSize]]);
  if (profile.matchFormat) facts.push(['Prepares for', matchFormatLabels[profile.matchFormat]]);
  if (heading) facts.push(['Heading', heading]);
  const lists: [string, string, readonly string[]][] = compact
    ? [['look', 'What to look for', profile.lookFor]]
    : [
        ['objectives', 'Objectives', profile.objectives],
        ['look', 'What to look for', profile.lookFor],
        ['questions', 'Questions to ask', profile.questions],
        ['safety', 'Safety notes', profile.safetyNotes],
      ];
  const headingId = `${idPrefix}-title`;
  return (
    <section className={`drill-profile${compact ? ' drill-profile--compact' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="detail-section__title">
        Drill Details
      </h3>
      <dl className="drill-profile__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="drill-profile__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {compact ? null : (
          <div className="drill-profile__fact drill-profile__fact--wide">
            <dt>Equipment</dt>
            <dd>
              <ul className="drill-profile__kit">
                {profile.equipment.map((e) => (
                  <li key={e.item}>{equipmentText(e)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {lists.map(([key, title, items]) => (
        <section key={key} className="drill-profile__list" aria-labelledby={`${idPrefix}-${key}`}>
          <h4 id={`${idPrefix}-${key}`}>{title}</h4>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
