import { mutate } from '../../data/mutate';

/** Appends a note to a session's run log: the coach's own note or an adaptation made while running it. */
export async function recordAdaptation(id: string, note: string): Promise<void> {
  await mutate('session.appendNote', { id, note });
}
