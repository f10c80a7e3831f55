import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { Card } from '../../ui';
import { db } from '../../data/db';

import './Roster.css';

/** The club's coach groups, each with its player count, linking to its roster (works offline). */
export function GroupRosters() {
  const groups = useLiveQuery(async () => {
    const all = await db.coachGroups.orderBy('name').toArray();
    return Promise.all(all.map(async (group) => ({ group, players: await db.players.where('groupId').equals(group.id).count() })));
  }, []);
  if (!groups || groups.length === 0) return null;
  return (
    <Card className="group-rosters" role="group" aria-labelledby="group-rosters-title">
      <h2 id="group-rosters-title" className="roster__section-title title-lg">
        Players
      </h2>
      <ul className="group-rosters__list grid gap-2 list-bare">
        {groups.map(({ group, players }) => (
          <li key={group.id}>
            <Link className="group-rosters__link list-row" to={`/coach-groups/${group.id}/roster`}>
              <span className="group-rosters__name">{group.name}</span>
              <span className="group-rosters__count">{players === 1 ? '1 player' : `${players} players`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
