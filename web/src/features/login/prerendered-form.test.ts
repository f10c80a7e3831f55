import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOver, typedBeforeStart } from './prerendered-form';

/** Just the parts of the page the reader looks at: the built form's inputs and the root's dataset. */
function builtSignInPage(typedEmail: string, early?: string) {
  const email = { name: 'email', value: typedEmail };
  const dataset: Record<string, string | undefined> = early ? { loginEarly: early } : {};
  const built = { querySelectorAll: () => [email, { name: 'password', value: '' }], remove: vi.fn() };
  vi.stubGlobal('document', {
    activeElement: null,
    documentElement: { dataset },
    getElementById: (id: string) => (id === 'prerender-login' ? built : null),
  });
  return dataset;
}

describe('the sign-in form built into index.html', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a Sign In tap before the app loaded survives a render React throws away', () => {
    builtSignInPage('pat@club.example', 'submit');
    // React may call the reader in a render it never commits, then again in the one it does.
    expect(typedBeforeStart().action).toBe('submit');
    expect(typedBeforeStart()).toEqual({ values: { email: 'pat@club.example' }, focused: null, action: 'submit' });
  });

  it('the tap is forgotten when the app form takes over, and sent there', async () => {
    const dataset = builtSignInPage('pat@club.example', 'submit');
    const appForm = { requestSubmit: vi.fn(), elements: { namedItem: () => null } };
    carryOver(typedBeforeStart(), appForm as unknown as HTMLFormElement);
    expect(dataset.loginEarly).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appForm.requestSubmit).toHaveBeenCalledTimes(1);
  });
});
