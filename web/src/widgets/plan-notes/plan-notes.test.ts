// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../testing/memory-storage';
import { addPlanNote, clearPlanNotes, planNotesFor, readPlanNotes } from './plan-notes';

const localStorage = new MemoryStorage();
Object.assign(globalThis, { localStorage, window: { addEventListener: () => undefined, removeEventListener: () => undefined } });

describe('notes kept for the next plan', () => {
  beforeEach(() => localStorage.clear());

  it('go only into a plan that uses their drill, and the others wait', () => {
    addPlanNote('coach', { id: 'rondo', title: 'Rondo' }, 'Made easier: Bigger Area');
    addPlanNote('coach', { id: 'gates', title: 'Gates' }, 'Variation: Cone Gates');
    const notes = readPlanNotes('coach');
    expect(planNotesFor(notes, ['other'])).toEqual([]);
    const carried = planNotesFor(notes, ['gates', 'other']);
    expect(carried.map((n) => n.text)).toEqual(['Gates: Variation: Cone Gates']);
    clearPlanNotes('coach', carried);
    expect(readPlanNotes('coach').map((n) => n.text)).toEqual(['Rondo: Made easier: Bigger Area']);
  });

  it('notes from before they named their drill are never carried', () => {
    localStorage.setItem('pitchside.planNotes:coach', JSON.stringify(['Rondo: older note']));
    expect(planNotesFor(readPlanNotes('coach'), ['rondo'])).toEqual([]);
  });
});
