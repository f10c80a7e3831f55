import { describe, expect, it } from 'vitest';
import { maySaveOffline, saveRoute } from './save-activity';

const png = new File([new Uint8Array([1])], 'd.png', { type: 'image/png' });

describe('saveRoute', () => {
  it('sends a picture through the REST form, and only with a connection', () => {
    expect(saveRoute({ file: png, removeDiagram: false, online: true, notOnServerYet: false })).toBe('rest');
    expect(saveRoute({ file: null, removeDiagram: true, online: true, notOnServerYet: false })).toBe('rest');
    expect(saveRoute({ file: png, removeDiagram: false, online: false, notOnServerYet: false })).toBe('needs-connection');
  });

  it('queues an activity without a picture when offline, or when the server has not got it yet', () => {
    expect(saveRoute({ file: null, removeDiagram: false, online: false, notOnServerYet: false })).toBe('outbox');
    expect(saveRoute({ file: null, removeDiagram: false, online: true, notOnServerYet: true })).toBe('outbox');
    expect(saveRoute({ file: null, removeDiagram: false, online: true, notOnServerYet: false })).toBe('rest');
  });

  it('lets only a picture wait for a connection', () => {
    expect(maySaveOffline({ removeDiagram: false }, null)).toBe(true);
    expect(maySaveOffline({ removeDiagram: false }, png)).toBe(false);
    expect(maySaveOffline({ removeDiagram: true }, null)).toBe(false);
  });
});
