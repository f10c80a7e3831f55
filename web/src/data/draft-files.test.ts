// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { clearUserDraftFiles, loadDraftFile, removeDraftFile, saveDraftFile } from './draft-files';

const picture = (name: string, bytes: number[]) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('draft files', () => {
  beforeEach(async () => {
    await db.draftFiles.clear();
  });

  it('gives back the file as it was chosen', async () => {
    await saveDraftFile({ key: 'pitchside.activityDraft:u1:new', userId: 'u1', baseVersion: null, file: picture('rondo.png', [1, 2, 3, 250]) });
    const kept = await loadDraftFile('pitchside.activityDraft:u1:new', null);
    expect(kept?.name).toBe('rondo.png');
    expect(kept?.type).toBe('image/png');
    expect([...new Uint8Array(await kept!.arrayBuffer())]).toEqual([1, 2, 3, 250]);
  });

  it('drops a file chosen for another version of the activity', async () => {
    await saveDraftFile({ key: 'pitchside.activityDraft:u1:a1', userId: 'u1', baseVersion: 4, file: picture('old.png', [9]) });
    expect(await loadDraftFile('pitchside.activityDraft:u1:a1', 5)).toBeNull();
    expect(await db.draftFiles.count()).toBe(0);
  });

  it("forgets a removed file, and a user's files when they sign out, not another's", async () => {
    await saveDraftFile({ key: 'pitchside.activityDraft:u1:new', userId: 'u1', baseVersion: null, file: picture('a.png', [1]) });
    await saveDraftFile({ key: 'pitchside.activityDraft:u1:a1', userId: 'u1', baseVersion: 2, file: picture('b.png', [2]) });
    await saveDraftFile({ key: 'pitchside.activityDraft:u2:new', userId: 'u2', baseVersion: null, file: picture('c.png', [3]) });
    await removeDraftFile('pitchside.activityDraft:u1:new');
    expect(await loadDraftFile('pitchside.activityDraft:u1:new', null)).toBeNull();
    await clearUserDraftFiles('u1');
    expect(await loadDraftFile('pitchside.activityDraft:u1:a1', 2)).toBeNull();
    expect((await loadDraftFile('pitchside.activityDraft:u2:new', null))?.name).toBe('c.png');
  });
});
