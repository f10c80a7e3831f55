// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import { DrillDiagram } from './diagram/DrillDiagram';
import { equipmentText } from './drill-profile-text';
import { GroupKit } from './GroupKit';
import type { CardActivity, PitchCardModel } from './pitch-card-model';

/**
 * Styled by PitchCard.css, which its screens load (the server also renders this component
 * for a shared card, with the same stylesheet inlined, so it imports no CSS itself).
 *
 * The one-page pitch card: what a coach pins to a clipboard. Black on white, no colour
 * carries meaning, each activity one unbroken block (the print stylesheet keeps it on A4).
 */
export function PitchCard({ card, headingLevel = 2 }: { card: PitchCardModel; headingLevel?: 1 | 2 }) {
  const Title = `h${headingLevel}` as const;
  const meta = [card.scheduled, `${card.totalMinutes} min`, card.space].filter(Boolean).join(' · ');
  return (
    <article className="pitch-card" data-density={card.density} data-whole={card.whole || undefined} aria-label={`Pitch card: ${card.title}`}>
      <header className="pitch-card__header row row--spread">
        <Title className="pitch-card__title">{card.title}</Title>
        <p className="pitch-card__meta">{meta}</p>
      </header>
      {card.activities.length === 0 ? (
        <p className="pitch-card__empty">This session has no activities yet.</p>
      ) : (
        <ol className="pitch-card__activities">
          {card.activities.map((activity) => (
            <CardActivityBlock key={activity.number} activity={activity} />
          ))}
        </ol>
      )}
      <KitSection card={card} />
    </article>
  );
}

function CardActivityBlock({ activity }: { activity: CardActivity }) {
  const facts = [
    activity.phase,
    `${activity.minutes} min`,
    activity.players ? `Players ${activity.players}` : null,
    activity.area ? `Area ${activity.area}` : null,
  ].filter(Boolean);
  return (
    <li className="pitch-card__activity">
      <div className="pitch-card__diagram">
        {activity.diagram ? (
          <DrillDiagram diagram={activity.diagram} title={activity.title} />
        ) : activity.diagramUrl ? (
          <img className="pitch-card__picture" src={activity.diagramUrl} alt={`Diagram: ${activity.title}`} />
        ) : (
          <p className="pitch-card__no-diagram">No diagram</p>
        )}
      </div>
      <div className="pitch-card__body">
        <h3 className="pitch-card__activity-title title-lg">
          <span className="pitch-card__number">{activity.number}</span> {activity.title}
        </h3>
        <p className="pitch-card__facts">{facts.join(' · ')}</p>
        <DrillText label="Setup" text={activity.setup} />
        <DrillText label="Instructions" text={activity.instructions} />
        {activity.points.length > 0 ? (
          <>
            <h4 className="pitch-card__label">Coaching points</h4>
            <ul className="pitch-card__points">
              {activity.points.map((point, i) => (
                <li key={`${i}-${point}`}>{point}</li>
              ))}
            </ul>
            {activity.morePoints > 0 ? <p className="pitch-card__more">+{activity.morePoints} more in the app</p> : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

/** A drill's setup or instructions as written, one paragraph per line. */
function DrillText({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <>
      <h4 className="pitch-card__label">{label}</h4>
      {text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line, i) => (
          <p key={i} className="pitch-card__text">
            {line}
          </p>
        ))}
    </>
  );
}

function KitSection({ card }: { card: PitchCardModel }) {
  return (
    <section className="pitch-card__kit" aria-label="Kit list">
      <h3 className="pitch-card__label">Kit list</h3>
      {card.kit.length > 0 ? (
        <ul className="pitch-card__kit-items">
          {card.kit.map((e) => (
            <li key={e.item}>{equipmentText(e)}</li>
          ))}
        </ul>
      ) : (
        <p className="pitch-card__note">None of these activities lists its equipment.</p>
      )}
      <GroupKit profile={card.group} className="pitch-card__kit-items pitch-card__group-kit" />
      {card.kit.length > 0 && card.activitiesWithoutKit > 0 ? (
        <p className="pitch-card__note">
          {card.activitiesWithoutKit === 1 ? '1 activity does' : `${card.activitiesWithoutKit} activities do`} not list equipment; check
          their setup.
        </p>
      ) : null}
    </section>
  );
}
