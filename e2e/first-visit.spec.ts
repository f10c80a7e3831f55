import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, signInWithForm, test } from './fixtures';

/**
 * A new club's first sign-in (issue 36, point 5): its org admin is welcomed, not welcomed
 * "back", and the first screen of the phone shows what to do first. Once the club has done a
 * first step, the admin has been here: "Welcome back".
 */

test.use({ viewport: { width: 390, height: 844 } });

async function signedIn(request: APIRequestContext, email: string, password: string): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

test("a brand-new club's org admin is welcomed with the first steps in view, and welcomed back once one is done", async ({ page, request }) => {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `first-${tag}@first-visit.test`;
  const admin = await signedIn(request, ADMIN.email, ADMIN.password);
  const made = await request.post('/api/admin/organizations/with-admin', {
    headers: admin,
    data: { name: `First Visit ${tag}`, contactEmail: email, adminUser: { firstName: 'Fern', lastName: 'First', email, password: 'password-123' } },
  });
  expect(made.ok()).toBe(true);

  // Every heading the page ever shows, to catch a "Welcome back" that shows only while the steps load.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h1) => {
        if (!seen.includes(h1.textContent ?? '')) seen.push(h1.textContent ?? '');
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signInWithForm(page, email, 'password-123');
  const list = page.getByRole('region', { name: 'Get your club started' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Pitchside, Fern');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  expect((await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)).filter((h) => /Welcome back/.test(h))).toEqual([]);
  // The first step and its button sit on the first screen of the phone.
  const firstStep = list.getByRole('link', { name: 'Add Coach' });
  await expect(firstStep).toBeInViewport();
  
  expect((await request.post('/api/coach-groups', { headers: await signedIn(request, email, 'password-123'), data: { name: `U10 ${tag}` } })).ok()).toBe(true);
  await page.reload();
  await expect(list).toContainText('1 of 5 done');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Fern');
});
