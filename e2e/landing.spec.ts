import { expect, test, toastWith } from './fixtures';

test.describe('landing page', () => {
  test('sells the product: hero, features, the four benefits, sample testimonials, call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan better sessions');
    await expect(page.getByRole('button', { name: 'Contact Sales' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Trial' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
    for (const benefit of ['Save 3+ Hours Per Week', 'Improve Player Development', 'Organization Security', 'Instant Session Adaptation']) {
      await expect(page.getByRole('heading', { name: benefit, exact: true })).toBeVisible();
    }
    await expect(page.locator('.feature')).toHaveCount(4);
    await expect(page.locator('.testimonial')).toHaveCount(3);
    await expect(page.getByText(/Sample testimonials/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready for your next session?' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('every unknown path shows the landing page when signed out; Sign In goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('trial form: validation messages, success toast, closes and resets', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Free Trial Access' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Organization is required')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Full Name').fill('Jamie Coach');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Organization').fill('Test Town FC');
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toHaveCount(0);

    await dialog.getByLabel('Email').fill('jamie@testtown.example');
    await dialog.getByLabel('Your Role').selectOption('Head Coach');
    await dialog.getByLabel('Number of Players').selectOption('26-100');
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(toastWith(page, 'Success!')).toContainText("Your free trial request has been sent. We'll contact you within 24 hours.");
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Request Free Trial Access' }).getByLabel('Full Name')).toHaveValue('');
  });

  test('trial form: a server error shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact/trial', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom', code: 'internal' }) }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Free Trial Access' });
    await dialog.getByLabel('Full Name').fill('Jamie Coach');
    await dialog.getByLabel('Email').fill('jamie@testtown.example');
    await dialog.getByLabel('Organization').fill('Test Town FC');
    await dialog.getByRole('button', { name: 'Request Free Trial' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to send your request. Please try again.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Jamie Coach');
    await expect(dialog.getByRole('button', { name: 'Request Free Trial' })).toBeEnabled();
  });

  test('sales form: every field required, success toast, pending label', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Please enter a valid email address', 'Organization is required', 'Message is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Full Name').fill('Robin Director');
    await dialog.getByLabel('Email').fill('robin@academy.example');
    await dialog.getByLabel('Organization').fill('North Academy');
    await dialog.getByLabel('Message').fill('We have 12 teams. Could we see a demo next week?');

    // Hold the answer back to see the pending label.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact/sales', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    // The spec's message alone, with no title of our own.
    await expect(page.locator('.toast')).toHaveText("Your message has been sent. We'll get back to you soon.");
    await expect(dialog).toBeHidden();
  });

  test('sales form: a server error shows the error toast', async ({ page }) => {
    await page.route('**/api/contact/sales', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Sales' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByLabel('Full Name').fill('Robin Director');
    await dialog.getByLabel('Email').fill('robin@academy.example');
    await dialog.getByLabel('Organization').fill('North Academy');
    await dialog.getByLabel('Message').fill('Hello');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.toast')).toHaveText('Failed to send your message. Please try again.');
    await expect(dialog.getByLabel('Message')).toHaveValue('Hello');
  });

  test('dialogs close with Escape and return focus to the opener', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Schedule Demo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
