import { afterEach, describe, expect, it } from 'vitest';
import { stampedRead, syncedAnswer, type FirstSync } from './synced-query';
import { setSyncStatus } from './sync-status';

const isEmpty = (rows: string[]) => rows.length === 0;
const pending: FirstSync = { pending: true, ended: false };
const ended: FirstSync = { pending: false, ended: true };
/** Offline, or the first sync failed: nothing more is coming for now. */
const notComing: FirstSync = { pending: false, ended: false };

describe('syncedAnswer: an empty copy is not taken for an empty answer while the first sync may fill it', () => {
  it('is loading until the read answers', () => {
    expect(syncedAnswer(undefined, isEmpty, ended)).toBeUndefined();
  });

  it('is loading for an empty answer while the first sync may still bring rows', () => {
    expect(syncedAnswer({ answer: [], afterFirstSync: false }, isEmpty, pending)).toBeUndefined();
  });

  it('is loading for an empty answer read before the first sync ended, though it has ended since', () => {
    expect(syncedAnswer({ answer: [], afterFirstSync: false }, isEmpty, ended)).toBeUndefined();
  });

  it('answers empty once a read that began after the first sync ended finds nothing', () => {
    expect(syncedAnswer({ answer: [], afterFirstSync: true }, isEmpty, ended)).toEqual([]);
  });

  it('answers empty at once when no first sync is coming (offline, or it failed)', () => {
    expect(syncedAnswer({ answer: [], afterFirstSync: false }, isEmpty, notComing)).toEqual([]);
  });

  it('answers rows the device holds at once, before and after the first sync', () => {
    expect(syncedAnswer({ answer: ['a'], afterFirstSync: false }, isEmpty, pending)).toEqual(['a']);
    expect(syncedAnswer({ answer: ['a'], afterFirstSync: false }, isEmpty, ended)).toEqual(['a']);
  });
});

describe('stampedRead', () => {
  afterEach(() => setSyncStatus({ lastSyncedAt: null }));

  it('marks a read by whether it began after the first sync ended', async () => {
    expect(await stampedRead(async () => 'rows')).toEqual({ answer: 'rows', afterFirstSync: false });
    setSyncStatus({ lastSyncedAt: '2026-11-30T20:00:00.000Z' });
    expect(await stampedRead(async () => 'rows')).toEqual({ answer: 'rows', afterFirstSync: true });
  });

  it('takes the mark before the read: a sync that ends while the read runs does not count for it', async () => {
    const read = await stampedRead(async () => {
      setSyncStatus({ lastSyncedAt: '2026-11-30T20:00:00.000Z' });
      return [];
    });
    expect(read.afterFirstSync).toBe(false);
  });
});
