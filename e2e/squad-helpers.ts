import type { CoachGroup, Player } from '@pitchside/shared';
import { expect } from './fixtures';
import type { Api } from './api-helpers';

/**
 * A new U9-U10 group of the demo club playing 7v7, with 11 players `Kid<A..K> <surname>`
 * (shirts 1 to 11; the first two keep goal), made through the API by `a`.
 */
export async function squadOfEleven(a: Api, groupName: string, surname: string): Promise<{ group: CoachGroup; players: Player[] }> {
  const { request, headers } = a;
  const made = await request.post('/api/coach-groups', { headers, data: { name: groupName } });
  expect(made.status()).toBe(201);
  const group = (await made.json()) as CoachGroup;
  const profile = { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 11, goalkeepers: 2 };
  expect((await request.put(`/api/coach-groups/${group.id}/profile`, { headers, data: profile })).status()).toBe(200);
  const players: Player[] = [];
  for (let i = 0; i < 11; i += 1) {
    const answer = await request.post(`/api/coach-groups/${group.id}/players`, {
      headers,
      data: { name: `Kid${String.fromCharCode(65 + i)} ${surname}`, shirtNumber: i + 1, position: i < 2 ? 'Goalkeeper' : null },
    });
    expect(answer.status()).toBe(201);
    players.push((await answer.json()) as Player);
  }
  return { group, players };
}
