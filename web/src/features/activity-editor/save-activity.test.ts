import { describe, expect, it } from 'vitest';
import { maySaveOffline, saveRoute } from './save-activity';

const png = new File([new Uint8Array([1])], 'd.png', { type: 'image/png' });

describe('saveRoute', () => {
  it('sends a picture through the REST form, and only with a connection', () => {
    expect(saveRoute({ file: png, removeDiagram: false, online: true, notOnServerYet: false })).toBe('rest');
    expect(saveRoute({ file: null, removeDiagram: true, online: true, notOnServerYet: false })).toBe('rest');
    expect(saveRoute({ file: png, removeDiagram: false, online: false, notOnServerYet: false })).toBe('needs-connection');
  });

  it('queues every save without a picture, online or offline', () => {
    expect(saveRoute({ file: null, removeDiagram: false, online: false, notOnServerYet: false })).toBe('outbox');
    expect(saveRoute({ file: null, removeDiagram: false, online: true, notOnServerYet: true })).toBe('outbox');
    expect(saveRoute({ file: null, removeDiagram: false, online: true, notOnServerYet: false })).toBe('outbox');
  });

  it('keeps a picture for an activity the server has not got yet until it has', () => {
    expect(saveRoute({ file: png, removeDiagram: false, online: true, notOnServerYet: true })).toBe('needs-connection');
  });

  it('lets only a picture wait for a connection', () => {
    expect(maySaveOffline({ removeDiagram: false }, null)).toBe(true);
    expect(maySaveOffline({ removeDiagram: false }, png)).toBe(false);
    expect(maySaveOffline({ removeDiagram: true }, null)).toBe(false);
  });
});
