import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NetworkError } from '../../data/api';
import { toast } from '../../ui';
import { loadErrorMessage, saveAdminRow } from './admin-actions';

vi.mock('../../data/api', async (original) => ({ ...(await original<typeof import('../../data/api')>()), api: { put: vi.fn(), post: vi.fn() } }));
vi.mock('../../ui', async (original) => ({ ...(await original<typeof import('../../ui')>()), toast: vi.fn() }));

describe('loadErrorMessage', () => {
  it("gives the server's message, else the status, never the raw body", () => {
    expect(loadErrorMessage(new ApiError(500, '500: {"message":"Busy"}', { message: 'Busy', code: 'busy' }))).toBe('Busy');
    expect(loadErrorMessage(new ApiError(502, '502: <html>Bad Gateway</html>'))).toBe('The server answered 502.');
    expect(loadErrorMessage(new NetworkError())).toMatch(/offline/);
    expect(loadErrorMessage(new Error('[{"code":"invalid_type"}]'))).toBe('Please try again.');
  });
});

describe('saveAdminRow', () => {
  beforeEach(() => vi.clearAllMocks());

  it('posts a new row, then says it was created and tells the dialog', async () => {
    const saved = vi.fn();
    await saveAdminRow('/api/sub-categories', 'sub-category', null, saved).send({ name: 'Width' });
    expect(api.post).toHaveBeenCalledWith('/api/sub-categories', { name: 'Width' });
    expect(api.put).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: 'Sub-category created', variant: 'success' });
    expect(saved).toHaveBeenCalledOnce();
  });

  it('puts an existing row at its own path, and a refusal names the update', async () => {
    const saved = vi.fn();
    const save = saveAdminRow('/api/sections', 'section', { id: 's1' }, saved);
    await save.send({ name: 'Game' });
    expect(api.put).toHaveBeenCalledWith('/api/sections/s1', { name: 'Game' });
    expect(toast).toHaveBeenCalledWith({ title: 'Section updated', variant: 'success' });
    save.onError(new NetworkError());
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', variant: 'destructive' }));
    saveAdminRow('/api/categories', 'category', { id: 'c1' }, saved).onError(new Error('x'));
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Failed to update category', variant: 'destructive' });
  });
});
