import { api, librarySession } from './api-helpers';
import { ADMIN, DEMO, demoPassword, expect, signInWithForm, test, toastWith } from './fixtures';

test.describe('sign-in page', () => {
  test('shows the validation messages of the spec', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong password shows the Login Failed toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastWith(page, 'Login Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in goes to / with the signed-in header; logout returns to the landing page', async ({ page }) => {
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('link', { name: 'Super Admin', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
    // A screen behind sign-in asks to sign in (and comes back, below); an unknown path is the landing page.
    await page.goto('/session-library');
    await expect(page).toHaveURL(/\/login\?next=%2Fsession-library$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
  });

  test('registration validates, then switches to sign-in with the approval toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('placeholder', 'Minimum 6 characters');
    await expect(page.getByLabel('Organization/Club Name')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Organization name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const email = `new-coach-${Date.now()}@e2e.test`;
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Newcoach');
    await page.getByLabel('Organization/Club Name').fill(`E2E Club ${Date.now()}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('.toast')).toContainText('awaiting admin approval');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // A pending account cannot sign in yet.
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastWith(page, 'Login Failed')).toBeVisible();
  });

  test('a shared link opened signed out comes back after sign-in (phone); never to another site', async ({ page, request, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const coach = await api(request, DEMO.coach);
    const shared = await librarySession(coach, `Shared card ${Date.now()}`);
    await page.goto(`/pitch-card/${shared.id}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fpitch-card%2F${shared.id}$`));
    await page.screenshot({ path: 'test-results/screenshots/login-return-phone.png' });
    await page.getByLabel('Email').fill(DEMO.coach);
    await page.getByLabel('Password').fill(demoPassword());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/pitch-card/${shared.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch card' })).toBeVisible();

    for (const away of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const fresh = await context.newPage();
      await fresh.goto(`/login?next=${encodeURIComponent(away)}`);
      await fresh.getByLabel('Email').fill(DEMO.coach);
      await fresh.getByLabel('Password').fill(demoPassword());
      await fresh.getByRole('button', { name: 'Sign In' }).click();
      await expect(fresh.locator('header.app-header')).toBeVisible();
      await expect(fresh).toHaveURL(`${new URL(page.url()).origin}/`);
      await context.close();
    }
  });

  test('/coach goes to /login when signed out', async ({ page }) => {
    await page.goto('/coach');
    await expect(page).toHaveURL(/\/login$/);
  });
});
