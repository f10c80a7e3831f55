// Direct imports, not the ui/ barrel: the barrel would pull every UI module into this chunk.
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import type { ActionCard } from './action-cards';
import { ActionCardIcon } from '../../ui/icons/HomeIcons';
import { IconTile } from '../../ui/IconTile';

/** The home dashboard's tool cards (docs/spec/coaching.md, Home dashboard), those the user may use. */
export default function HomeActions({ cards, onOpenGameCreator }: { cards: readonly ActionCard[]; onOpenGameCreator: () => void }) {
  return (
    <ul className="home__actions list-bare" aria-label="What would you like to do?">
      {cards.map((card) => (
        <li key={card.key}>
          <HomeActionCard card={card} onOpenGameCreator={onOpenGameCreator} />
        </li>
      ))}
    </ul>
  );
}

function HomeActionCard({ card, onOpenGameCreator }: { card: ActionCard; onOpenGameCreator: () => void }) {
  const titleId = `home-card-${card.key}`;
  return (
    <Card className="home-card" role="group" aria-labelledby={titleId}>
      <div className="home-card__body">
        <IconTile>
          <ActionCardIcon card={card.key} />
        </IconTile>
        <div>
          <h2 id={titleId} className="home-card__title title-lg">
            {card.title}
          </h2>
          <p className="home-card__description">{card.description}</p>
        </div>
      </div>
      <div className="home-card__footer">
        {card.to ? (
          <ButtonLink to={card.to} block>
            {card.buttonLabel}
          </ButtonLink>
        ) : (
          <Button block onClick={onOpenGameCreator}>
            {card.buttonLabel}
          </Button>
        )}
      </div>
    </Card>
  );
}

