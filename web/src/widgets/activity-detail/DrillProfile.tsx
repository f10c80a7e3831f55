import { ballSizeLabels, fourCornerLabels, gameMomentLabels, goalSizeLabels, headingText, matchFormatLabels, type PartialDrillProfile as Profile, type WhyItMatters as Why } from '@pitchside/shared';
import { areaText, capitalised, durationText, equipmentText, playersText } from '@pitchside/pitch-card';
import { TextList } from '../../ui';
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
 * questions and safety notes. A club's drill may give only some of them: only those show.
 * Pure: everything comes from props.
 */
export function DrillProfile({ profile, compact = false, idPrefix = 'drill-profile' }: DrillProfileProps) {
  const facts = (
    [
      ['Age bands', profile.ageBands?.join(', ') ?? null],
      ['Players', playersText(profile)],
      ['Area', areaText(profile)],
      ['Duration', durationText(profile)],
      ['Intensity', profile.intensity ? capitalised(profile.intensity) : null],
      ['Practice type', profile.practiceType ? capitalised(profile.practiceType) : null],
      // Stated by every provider drill; a club's own activity may leave them out.
      ['Goals', profile.goalSize ? goalSizeLabels[profile.goalSize] : null],
      ['Ball', profile.ballSize ? ballSizeLabels[profile.ballSize] : null],
      ['Prepares for', profile.matchFormat ? matchFormatLabels[profile.matchFormat] : null],
      ['Heading', headingText(profile)],
    ] satisfies [string, string | null][]
  ).filter((fact): fact is [string, string] => fact[1] !== null);
  const wanted: [string, string, readonly string[] | undefined][] = compact
    ? [['look', 'What to look for', profile.lookFor]]
    : [
        ['objectives', 'Objectives', profile.objectives],
        ['look', 'What to look for', profile.lookFor],
        ['questions', 'Questions to ask', profile.questions],
        ['safety', 'Safety notes', profile.safetyNotes],
      ];
  const lists = wanted.flatMap(([key, title, items]) => (items && items.length > 0 ? [{ key, title, items }] : []));
  const equipment = compact ? [] : (profile.equipment ?? []);
  const why = profile.whyItMatters;
  if (facts.length === 0 && lists.length === 0 && equipment.length === 0 && !why) return null;
  const headingId = `${idPrefix}-title`;
  return (
    <section className={`drill-profile box box--tight${compact ? ' drill-profile--compact' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="detail-section__title">
        Drill Details
      </h3>
      {why ? <WhyItMatters why={why} id={`${idPrefix}-why`} /> : null}
      <dl className="drill-profile__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="drill-profile__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {equipment.length === 0 ? null : (
          <div className="drill-profile__fact drill-profile__fact--wide">
            <dt>Equipment</dt>
            <dd>
              <ul className="drill-profile__kit">
                {equipment.map((e) => (
                  <li key={e.item}>{equipmentText(e)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {lists.map(({ key, title, items }) => (
        <section key={key} className="drill-profile__list" aria-labelledby={`${idPrefix}-${key}`}>
          <h4 id={`${idPrefix}-${key}`}>{title}</h4>
          <TextList items={items} />
        </section>
      ))}
    </section>
  );
}

/** Which moment of the game the drill trains and which of the four corners it serves. */
function WhyItMatters({ why, id }: { why: Why; id: string }) {
  return (
    <section className="drill-profile__why" aria-labelledby={id}>
      <h4 id={id}>Why it matters</h4>
      <p>{why.text}</p>
      <dl className="drill-profile__why-facts">
        <div>
          <dt>Moment of the game</dt>
          <dd>{gameMomentLabels[why.moment]}</dd>
        </div>
        <div>
          <dt>Four corners</dt>
          <dd>{why.corners.map((c) => fourCornerLabels[c]).join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}
