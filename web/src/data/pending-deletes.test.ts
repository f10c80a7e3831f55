// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noFlags, uuidv7, type CurrentUser, type Session } from '@pitchside/shared';
import { sessionFixture } from '@pitchside/shared/testing/session-fixture';
import { db } from './db';
import { commitLeftovers, commitPendingDeletes, deferDelete, undoDelete, UNDO_WINDOW_MS } from './pending-deletes';
import { useSession } from './session';

/** Undoable deletes: nothing reaches the outbox until the window closes, undo sends nothing. */

const user: CurrentUser = {
  ...noFlags,
  canViewSessionLibrary: true,
  id: uuidv7(),
  firstName: 'Pat',
  lastName: 'Planner',
  email: 'pat@example.test',
  organizationId: uuidv7(),
  role: 'coach',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  organizationName: 'Riverside',
  hasUnitedFcLibraryAccess: true,
};

function session(title: string): Session {
  return sessionFixture({ id: uuidv7(), organizationId: user.organizationId, createdBy: user.id, title, duration: 15, version: 3 });
}

const outboxNames = async () => (await db.outbox.toArray()).map((m) => `${m.name} ${(m.args as { id: string }).id}`);

beforeEach(async () => {
  await db.delete();
  await db.open();
  useSession.setState({ user, loading: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('undoable deletes', () => {
  it('hides the row at once and queues the delete only when the window closes, exactly once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const doomed = session('Doomed');
    await db.sessions.put(doomed);
    await deferDelete('session.delete', doomed.id);
    expect(await outboxNames()).toEqual([]);
    expect(await db.sessions.get(doomed.id)).toBeDefined();
    expect(await db.pendingDeletes.count()).toBe(1);

    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100);
    expect(await outboxNames()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await outboxNames()).toEqual([`session.delete ${doomed.id}`]), { timeout: 2000 });
    expect(await db.sessions.get(doomed.id)).toBeUndefined();
    expect(await db.pendingDeletes.count()).toBe(0);

    // Leaving the page afterwards sends nothing more.
    await commitPendingDeletes();
    expect(await outboxNames()).toHaveLength(1);
  });

  it('undo within the window sends nothing and keeps the row; too late it answers false', async () => {
    const kept = session('Kept');
    await db.sessions.put(kept);
    await deferDelete('session.delete', kept.id);
    expect(await undoDelete('session.delete', kept.id)).toBe(true);
    await commitPendingDeletes();
    expect(await outboxNames()).toEqual([]);
    expect(await db.sessions.get(kept.id)).toBeDefined();
    expect(await db.pendingDeletes.count()).toBe(0);

    await deferDelete('session.delete', kept.id);
    await commitPendingDeletes();
    expect(await undoDelete('session.delete', kept.id)).toBe(false);
    expect(await outboxNames()).toEqual([`session.delete ${kept.id}`]);
  });

  it('leaving the page commits at once; a page that died mid-window is committed at the next start', async () => {
    const first = session('First');
    await db.sessions.put(first);
    await deferDelete('session.delete', first.id);
    await commitPendingDeletes();
    expect(await outboxNames()).toEqual([`session.delete ${first.id}`]);

    // What a closed page left behind: the intent only, no timer in this page.
    const second = session('Second');
    await db.sessions.put(second);
    await db.pendingDeletes.put({ key: `session.delete:${second.id}`, name: 'session.delete', id: second.id, userId: user.id, dueAt: Date.now() });
    // Another user's leftover is not theirs to commit.
    await db.pendingDeletes.put({ key: 'scheduleEntry.delete:x', name: 'scheduleEntry.delete', id: uuidv7(), userId: uuidv7(), dueAt: Date.now() });
    await commitLeftovers(user.id);
    expect(await outboxNames()).toEqual([`session.delete ${first.id}`, `session.delete ${second.id}`]);
    expect((await db.pendingDeletes.toArray()).map((p) => p.key)).toEqual(['scheduleEntry.delete:x']);
  });

  it('signed out before the window closes: the intent waits for that user', async () => {
    const entryId = uuidv7();
    await deferDelete('scheduleEntry.delete', entryId);
    useSession.setState({ user: null });
    await commitPendingDeletes();
    expect(await outboxNames()).toEqual([]);
    expect(await db.pendingDeletes.count()).toBe(1);
    useSession.setState({ user });
    await commitLeftovers(user.id);
    expect(await outboxNames()).toEqual([`scheduleEntry.delete ${entryId}`]);
  });
});
