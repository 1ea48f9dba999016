import { expect, test } from '@playwright/test';
import { logIn, MAKATI, PHONE, snap } from './support/journey';

test.use({ geolocation: MAKATI, permissions: ['geolocation'] });

test('time in, see the row, switch to 24H, time out', async ({ page }) => {
  await logIn(page, 'employee');
  await expect(page.getByText(/Makati Head Office/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Time In' }).click();
  await expect(page.getByText(/Time in recorded/i)).toBeVisible();

  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()),
  );
  const row = page.getByRole('row').filter({ hasText: /AM|PM/ }).first();
  await expect(row).toBeVisible();
  const twelveHour = await row.innerText();
  expect(twelveHour).toMatch(/\d{1,2}:\d{2}\s?(AM|PM)/);
  await snap(page, 'timeinout-desktop');

  // 24H in the theme drawer changes how times are shown.
  await page.getByRole('button', { name: /settings|theme/i }).click();
  await page.getByRole('radio', { name: '24 Hour' }).check();
  await snap(page, 'theme-drawer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: /AM|PM/ })).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toContainText(/\b\d{2}:\d{2}/);

  await page.getByRole('button', { name: 'Time Out' }).click();
  await expect(page.getByText(/Time out recorded/i)).toBeVisible();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a second time-in is refused with the server message', async ({ page }) => {
  await logIn(page, 'pedro');
  await page.getByRole('button', { name: 'Time In' }).click();
  await expect(page.getByText(/Time in recorded/i)).toBeVisible();
  await page.getByRole('button', { name: 'Time In' }).click();
  await expect(page.getByText(/already timed in/)).toBeVisible();
});

test('time in/out works on a phone screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'liza');
  await expect(page.getByRole('button', { name: 'Time In' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, 'timeinout-phone');
  await page.getByRole('button', { name: 'Time In' }).click();
  await expect(page.getByText(/Time in recorded/i)).toBeVisible();
  await snap(page, 'timeinout-phone-after-time-in');
});

test('the time clock asks for its records and the bell with its code, before it first shows, and once', async ({ page }) => {
  await logIn(page, 'employee');
  // When the clock first appears, on the page's own clock, to compare with when each request left.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="server-clock"]')) return;
      (window as unknown as { clockShownAt: number }).clockShownAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('server-clock')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const timings = await page.evaluate(() => ({
    clockShownAt: (window as unknown as { clockShownAt: number }).clockShownAt,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  for (const path of ['/api/v2/time', '/api/v1/notifications']) {
    const sent = timings.requests.filter((request) => request.path === path);
    expect(sent, path).toHaveLength(1);
    expect(sent[0]!.startTime, path).toBeLessThan(timings.clockShownAt);
  }
});
