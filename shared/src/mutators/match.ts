import type { MutationArgs } from '../sync/mutations';
import { update, type MutatorContext, type MutatorTx } from './transaction';

/** A match's changes on the device's copy: the fixture, its availability and plan, and its live log. */

type MatchMutator<N extends MatchMutationName> = (tx: MutatorTx, args: MutationArgs<N>, ctx: MutatorContext) => Promise<void>;
type MatchMutationName = 'match.create' | 'match.update' | 'match.delete' | 'match.setAvailability' | 'match.setPlan' | 'match.logEvent' | 'match.undoEvent';

export const matchMutators: { [N in MatchMutationName]: MatchMutator<N> } = {
  'match.create': async (tx, { id, groupId, ...fixture }, { user, now }) => {
    await tx.put('matches', { id, organizationId: user.organizationId, groupId, ...fixture, availability: [], plan: null, createdAt: now, version: 0, updatedAt: now });
  },
  'match.update': async (tx, { id, ...fixture }, { now }) => {
    await update(tx, 'matches', id, () => ({ ...fixture, updatedAt: now }));
  },
  'match.delete': async (tx, { id }) => {
    for (const logged of await tx.where('matchEvents', 'matchId', id)) await tx.delete('matchEvents', logged.id);
    await tx.delete('matches', id);
  },
  'match.setAvailability': async (tx, { id, availability }, { now }) => {
    await update(tx, 'matches', id, () => ({ availability, updatedAt: now }));
  },
  'match.setPlan': async (tx, { id, plan }, { now }) => {
    await update(tx, 'matches', id, () => ({ plan, updatedAt: now }));
  },
  'match.logEvent': async (tx, { matchId, event }, { user, now }) => {
    if (await tx.get('matchEvents', event.id)) return;
    await tx.put('matchEvents', { id: event.id, organizationId: user.organizationId, matchId, event, version: 0, updatedAt: now });
  },
  'match.undoEvent': async (tx, { id }) => {
    await tx.delete('matchEvents', id);
  },
};
