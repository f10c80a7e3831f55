import type { Page } from '@playwright/test';
import { DEMO, countSignIns, demoPassword, expect, test } from './fixtures';

/**
 * What is typed into the sign-in form built into index.html survives React's form taking its
 * place, whatever the timing. React renders its form as soon as the screen's chunk is there
 * but may show it later (it holds a screen that replaces a loading state back for up to 300 ms,
 * so that states do not flash by); whatever is typed in that gap, and a Sign In press that the
 * swap lands in the middle of, must reach the app's form before it is sent.
 *
 * The page's clock is Playwright's: React's held reveal and the page's timers run only when the
 * test moves the clock, so each step lands in one chosen moment.
 */

const LOGIN_CHUNK = /\/assets\/Login-[^/]+\.js$/;

/** Opens /login with the page's clock held, once React has rendered (not shown) its form. */
async function openWithFormRenderedNotShown(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  const chunk = page.waitForResponse(LOGIN_CHUNK);
  await page.goto('/login');
  await (await chunk).finished();
  // The chunk's module runs and React renders the screen in the tasks after it has come.
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
  const built = page.locator('#prerender-login');
  await expect(built).toBeVisible();
  return built;
}

test('typing before the app form shows and a Sign In press that the swap lands in sign in with what was typed', async ({ page }) => {
  const signIns = countSignIns(page);
  const built = await openWithFormRenderedNotShown(page);
  await built.getByLabel('Email').fill(DEMO.coach);
  await built.getByLabel('Password').fill(demoPassword());
  const box = await built.getByRole('button', { name: 'Sign In' }).boundingBox();
  if (!box) throw new Error('the built Sign In button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // React shows its form while the button is down.
  await page.clock.runFor(400);
  await expect(page.locator('#root form')).toBeAttached();
  await page.mouse.up();
  // The press's end is noted in a timer; what follows it runs in the timers after.
  await page.clock.runFor(50);
  await page.clock.resume();
  await expect(page.locator('header.app-header')).toBeVisible();
  expect(signIns()).toBe(1);
});

test('typing before the app form shows is in it once it shows, with the caret in the same field', async ({ page }) => {
  const built = await openWithFormRenderedNotShown(page);
  await built.getByLabel('Email').fill(DEMO.coach);
  await built.getByLabel('Password').fill('typed-password');
  await page.clock.runFor(400);
  await page.clock.resume();
  await expect(built).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.coach);
  await expect(page.getByLabel('Password')).toHaveValue('typed-password');
  await expect(page.getByLabel('Password')).toBeFocused();
  // Typing goes on in the app's form from where it was.
  await page.keyboard.type('!');
  await expect(page.getByLabel('Password')).toHaveValue('typed-password!');
});
