import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Activity, LoginResponse, Session } from '@pitchside/shared';
import { ADMIN, DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * axe (WCAG 2 A and AA) on every screen of the app at phone size, each signed in as the user
 * who would see it. docs/performance.md's budget is Lighthouse accessibility 100; axe is its engine.
 */

// Reduced motion (which the app honours) so axe reads settled colours, not a button mid-transition.
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

async function expectNoViolations(page: Page, { toasts = false } = {}): Promise<void> {
  // Toasts come and go on a timer; they are checked where a test shows one on purpose.
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (toasts ? axe : axe.exclude('.toaster')).analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
  }));
  expect(summary).toEqual([]);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function signInAs(page: Page, who: 'admin' | keyof typeof DEMO): Promise<void> {
  if (who === 'admin') await signIn(page, ADMIN.email, ADMIN.password);
  else await signIn(page, DEMO[who], demoPassword());
  await waitForSynced(page);
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as LoginResponse).token;
}

/** A session of the demo club made through the REST API, as another coach would. */
async function createSession(request: APIRequestContext, title: string, savedToLibrary: boolean): Promise<Session> {
  const headers = { Authorization: `Bearer ${await apiToken(request, DEMO.coach)}` };
  const activities = (await (await request.get('/api/activities?category=Support', { headers })).json()) as Activity[];
  const answer = await request.post('/api/sessions', {
    headers,
    data: {
      title,
      description: 'Rondos into a directional possession game.',
      focus: 'Support',
      abilityLevel: 'Intermediate',
      activityIds: activities.slice(0, 2).map((a) => a.id),
      activityDurations: [15, 20],
      duration: 35,
      savedToLibrary,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Session;
}

test.describe('accessibility: signed out', () => {
  test('landing page', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, /Plan better sessions/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('landing page: Request Free Trial dialog with its messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Free Trial Access' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test('landing page: Contact Sales dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Sales' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('sign in, with its messages', async ({ page }) => {
    await page.goto('/login');
    await expect(h1(page, 'Sign in')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel('Email').fill('nobody@e2e.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Login Failed' })).toBeVisible();
    await expectNoViolations(page, { toasts: true });
  });

  test('register', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(h1(page, 'Create an account')).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel('First Name').fill('Axe');
    await page.getByLabel('Last Name').fill('Checker');
    await page.getByLabel('Organization/Club Name').fill('Axe FC');
    await page.getByLabel('Email').fill(`axe-${Date.now()}@e2e.test`);
    await page.getByLabel('Password').fill('axe-pass-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Registration Successful' })).toBeVisible();
    await expectNoViolations(page, { toasts: true });
  });
});

test.describe('accessibility: coaching screens', () => {
  test('home', async ({ page }) => {
    await signInAs(page, 'coach');
    await expect(page.getByRole('region', { name: 'Weekly Training Schedule' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('home: the phone menu open', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('session builder, every step', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/session-builder');
    await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel('Topic/Focus 1').selectOption('Support');
    await page.getByLabel('Ability Level').selectOption('All Levels');
    await page.getByRole('button', { name: 'Find Matching Activities' }).click();
    await expect(page.getByRole('heading', { name: 'Select Activities' })).toBeVisible();
    await page.getByRole('button', { name: 'Select', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Selected', exact: true })).toHaveCount(1);
    await expectNoViolations(page);

    await page.getByRole('button', { name: /Add Activities To Plan/ }).click();
    await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Name & Save Session' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('session builder: plan it for me, its review with reasons, and what the library lacks', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/session-builder');
    await page.getByLabel('Topic/Focus 1').selectOption('Goalkeeping');
    await page.getByLabel('Age band').selectOption('U7-U8');
    await page.getByLabel('Players expected').selectOption('24');
    await page.getByRole('button', { name: 'Plan this session' }).click();
    await expect(page.locator('.builder-plan-for__missing')).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel('Topic/Focus 1').selectOption('Dribbling');
    await page.getByLabel('Age band').selectOption('U9-U10');
    await page.getByLabel('Players expected').selectOption('10');
    await page.getByRole('button', { name: 'Plan this session' }).click();
    await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
    await expect(page.locator('.plan-why__reason').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('session builder: no activities found', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/session-builder');
    await page.getByLabel('Topic/Focus 1').selectOption('Games With Conditions');
    await page.getByLabel('Ability Level').selectOption('Advanced');
    await page.getByRole('button', { name: 'Find Matching Activities' }).click();
    await expect(page.getByRole('heading', { name: 'Select Activities' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Activities To Plan/ })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expectNoViolations(page);
  });

  test('session builder: Access Restricted', async ({ page }) => {
    await signInAs(page, 'newcomer');
    await page.goto('/session-builder');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('session library and its schedule dialog', async ({ page, request }) => {
    const session = await createSession(request, `Axe library session ${Date.now()}`, true);
    await signInAs(page, 'coach');
    await page.goto('/session-library');
    const card = page.getByRole('article', { name: session.title });
    await expect(card).toBeVisible();
    await expectNoViolations(page);

    await card.getByRole('button', { name: 'Schedule for Training' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule Session: ${session.title}` });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByRole('radio', { name: 'Weekly Schedule' }).check();
    await expect(dialog.getByRole('group', { name: 'Training Days' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(dialog.locator('.dialog__body').getByText('Please select a coach group and date')).toBeVisible();
    // With the destructive toast that says the same.
    await expect(page.locator('.toast')).toBeVisible();
    await expectNoViolations(page, { toasts: true });
  });

  test('session library: Access Denied', async ({ page }) => {
    await signInAs(page, 'newcomer');
    await page.goto('/session-library');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('run-through, timer running', async ({ page, request }) => {
    const session = await createSession(request, `Axe run-through ${Date.now()}`, false);
    await signInAs(page, 'coach');
    await page.goto(`/session-execution/${session.id}`);
    await expect(h1(page, `Session: ${session.title}`)).toBeVisible();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('run-through: Session not found', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/session-execution/no-such-session');
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('404 page', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('accessibility: libraries and tools', () => {
  test('activity library', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/activity-library');
    await expect(h1(page, 'Activity Library')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('activity detail dialog', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/activity-library');
    await page.getByRole('article').first().getByRole('button', { name: 'View Full Activity' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Simplify', exact: true }).click();
    await expectNoViolations(page);
  });

  test('activity detail dialog of a phased drill: Play, its settings, Export and Copy to my club', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/activity-library');
    await page.getByRole('searchbox', { name: 'Search activities' }).fill('Short-Short-Long Passing Lanes');
    await page.getByRole('article').first().getByRole('button', { name: 'View Full Activity' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: 'Diagram phases' }).getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Export PNG' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy to my club' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('game creator dialog', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.getByRole('group', { name: 'Game Creator' }).getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'Team Formation Tool' });
    await dialog.getByRole('button', { name: 'Generate Team Formations' }).click();
    await expect(dialog.getByRole('heading', { name: 'Formation Suggestions' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('my teams, and a roster with the paste box open', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/teams');
    await expect(h1(page, 'My teams')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('region', { name: 'Junior Academy' }).getByRole('link', { name: 'Players of Junior Academy' }).click();
    await page.getByRole('button', { name: 'Add several players' }).click();
    await expect(page.getByLabel('Players, one a line')).toBeVisible();
    await expectNoViolations(page);
    // The team profile form with the age band's defaults offered.
    await page.getByRole('button', { name: /^(Set|Edit) Profile$/ }).click();
    await page.getByLabel('Age band').selectOption('U11-U12');
    await expect(page.getByRole('button', { name: 'Use these' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('home: add training on a day', async ({ page }) => {
    await signInAs(page, 'planner');
    await page.getByRole('button', { name: /^Add training on / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Training' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('coach centre', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/coachcentre');
    await expect(h1(page, 'Coach Centre')).toBeVisible();
    await expectNoViolations(page);
  });

  test('coach dashboard', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/coach-dashboard');
    await expect(h1(page, 'Coach Dashboard')).toBeVisible();
    await expectNoViolations(page);
  });

  test('create activity', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/create-activity');
    await expect(h1(page, 'Create Activity')).toBeVisible();
    await expectNoViolations(page);
  });

  test('drill designer, a piece selected and the phases bar in use', async ({ page }) => {
    await signInAs(page, 'coach');
    await page.goto('/create-activity');
    await page.getByRole('button', { name: 'Draw diagram' }).click();
    const designer = page.getByRole('dialog', { name: 'Draw diagram' });
    const palette = designer.getByRole('toolbar', { name: 'Palette' });
    await palette.getByRole('button', { name: 'Red player', exact: true }).press('Enter');
    await palette.getByRole('button', { name: 'Zone', exact: true }).press('Enter');
    await designer.getByRole('button', { name: 'Add phase' }).click();
    await designer.getByRole('button', { name: 'Pieces list' }).click();
    await expect(designer.getByRole('region', { name: 'Pieces' }).getByRole('button', { name: 'Zone' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('accessibility: administration', () => {
  test('organization admin', async ({ page }) => {
    await signInAs(page, 'orgAdmin');
    await page.goto('/org-admin');
    await expect(h1(page, 'Riverside Youth FC')).toBeVisible();
    await expect(page.getByText(DEMO.planner)).toBeVisible();
    await expectNoViolations(page);
  });

  test('season curriculum, with a new template open', async ({ page }) => {
    await signInAs(page, 'orgAdmin');
    await page.goto('/org-admin/curriculum');
    await expect(h1(page, 'Season Curriculum')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'New Template' }).click();
    await expect(h1(page, 'New Curriculum Template')).toBeVisible();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Template name is required')).toBeVisible();
    await expectNoViolations(page);
  });

  test('super admin dashboard', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(h1(page, 'Super Admin Dashboard')).toBeVisible();
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('admin users', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    await expect(h1(page, 'User Management')).toBeVisible();
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('admin categories', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/categories');
    await expect(h1(page, /Categor/)).toBeVisible();
    await expect(page.getByText('Attacking').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('admin sections', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/sections');
    await expect(h1(page, /Section/)).toBeVisible();
    await expectNoViolations(page);
  });
});
