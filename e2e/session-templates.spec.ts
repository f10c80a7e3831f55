import { expect, DEMO, demoPassword, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';

/** Ready sessions in the Session Library: filtered by age band, copied into the library with one tap, offline too. */

const shots = 'test-results/shots-drills';

test.describe('ready sessions', () => {
  test('a coach filters the ready sessions by age band and copies one into the library while offline', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.coach, demoPassword());
    // The installed app: the copy made offline loads its schemas from the worker's cache.
    await waitForAppCached(page);
    await waitForSynced(page);
    await page.getByRole('link', { name: 'View Sessions' }).click();
    await expect(page.getByRole('heading', { name: 'Session Library', level: 1 })).toBeVisible();

    const ready = page.getByRole('list', { name: 'Ready sessions' });
    await expect(ready.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel('Age band').selectOption('U9-U10');
    const title = 'Passing & Receiving: U9-U10 Play-Practice-Play';
    const template = ready.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(template).toBeVisible();
    await expect(ready.getByText('U11-U12', { exact: true })).toHaveCount(0);
    await expect(template.getByText('75 min')).toBeVisible();
    await template.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/templates-390.png` });

    const saved = page.getByRole('article', { name: title });
    const before = await saved.count();
    await context.setOffline(true);
    await template.getByRole('button', { name: `Use this session: ${title}` }).click();
    await expect(toastWith(page, 'Session Added')).toBeVisible();
    await expect(saved).toHaveCount(before + 1);
    await expect(saved.first().getByText('75 min')).toBeVisible();
    await expect(saved.first().getByText('4 activities')).toBeVisible();
    await context.setOffline(false);
    await waitForSynced(page);
    await page.reload();
    await expect(page.getByRole('article', { name: title })).toHaveCount(before + 1);
    await page.screenshot({ path: `${shots}/templates-added-390.png`, fullPage: false });
  });
});
