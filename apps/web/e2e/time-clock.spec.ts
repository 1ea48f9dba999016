import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, logIn, MAKATI, PHONE, snap } from './support/journey';
import { runSql } from './support/global-setup';

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
  await expectNoSidewaysScroll(page);
  await snap(page, 'timeinout-phone');
  await page.getByRole('button', { name: 'Time In' }).click();
  await expect(page.getByText(/Time in recorded/i)).toBeVisible();
  // One card a day: each pair of punches on a line of its own, nothing cut off the side.
  const today = page.getByTestId('time-record-row').first();
  await expect(today).toContainText(/In \d{1,2}:\d{2}(:\d{2})? (AM|PM)/);
  await today.scrollIntoViewIfNeeded();
  await expect(today).toBeInViewport({ ratio: 1 });
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

test('a punch made offline is kept on the phone, survives a reload, and arrives with its own time and the offline mark', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'ramon');
  // Opening the portal with no network needs the service worker in control.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  // ...and its copy of the runtime config, fetched again through it once it took control.
  await page.waitForFunction(async () => Boolean(await (await caches.open('runtime-config')).match('/config.json')), null, {
    timeout: 10_000,
  });
  const companyName = (await page.getByRole('banner').innerText()).split('\n')[0]!;
  expect(companyName).not.toBe('HR Portal');

  await context.setOffline(true);
  // Said before it matters, on every screen: the banner comes with the network's loss.
  const offline = page.getByTestId('offline-banner');
  await expect(offline).toContainText('You are offline. Time in and out still work');
  await page.getByRole('button', { name: 'Time In' }).click();
  await expect(page.getByText(/No connection: your time in at .+ is saved on this phone/)).toBeVisible();
  const kept = page.getByTestId('kept-punches');
  await expect(kept).toContainText('Saved on this phone: 1 punch will be sent as soon as you are back online.');
  await expect(kept).toContainText('Waiting to be sent');
  const keptAt = /Time in at (\d\d:\d\d):\d\d (AM|PM)/.exec((await kept.innerText()) ?? '');
  expect(keptAt).not.toBeNull();
  // The next punch suggested is the time-out, though the server has not heard of the time-in yet.
  await expect(page.getByRole('button', { name: 'Time Out' })).toHaveClass(/MuiButton-contained/);
  await snap(page, 'timeinout-phone-offline-kept');

  await page.reload();
  await expect(page.getByTestId('server-clock')).toBeVisible();
  await expect(kept).toContainText('Waiting to be sent');
  await expect(offline).toBeVisible();
  await page.goto('/#/leaves/requests');
  await expect(offline).toBeVisible();
  await expect(page.getByText(/Unable to communicate with the backend server/)).toHaveCount(0);
  await page.goto('/#/timeinout');
  // The portal started from the kept config (the company's name), and the buttons work offline.
  await expect(page.getByRole('banner')).toContainText(companyName.replace(/…$/, ''));
  await expect(page.getByRole('button', { name: 'Time Out' })).toBeEnabled();
  await expect(page.getByText('Your time records will show once the portal can reach the server.')).toBeVisible();
  await snap(page, 'timeinout-phone-offline-after-reload');

  await context.setOffline(false);
  // Sent at once when the network is back, not at the next 30-second retry.
  await expect(page.getByText('The punch saved on this phone is now recorded.')).toBeVisible({ timeout: 8_000 });
  await expect(offline).toHaveCount(0);
  await expect(kept).toHaveCount(0);
  const today = page.getByTestId('time-record-row').first();
  await expect(today).toContainText('Sent later (offline)');
  await expect(today).toContainText(`${keptAt![1]} ${keptAt![2]}`);
  await snap(page, 'timeinout-phone-offline-sent');
  const { rows } = await runSql(
    "select source, received_at, punched_at from punches where emp_id = '00000007' order by punched_at desc limit 1",
  );
  const stored = rows[0] as { source: string; received_at: Date; punched_at: Date };
  expect(stored.source).toBe('offline');
  expect(stored.received_at.getTime()).toBeGreaterThan(stored.punched_at.getTime());
});

test.describe('with Background Sync allowed', () => {
  // The permissions option grants only what it lists; Background Sync is otherwise allowed by default.
  test.use({ permissions: ['geolocation', 'background-sync'] });

  test('a punch kept offline is sent by the service worker when the network is back, with the portal closed', async ({ context }) => {
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    // Someone no other journey times in, and whose password no journey changes.
    await logIn(page, 'grace');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Time In' }).click();
    await expect(page.getByText(/No connection: your time in at .+ is saved on this phone/)).toBeVisible();
    // Background Sync is registered for the kept punch; the portal is closed before the network returns.
    await page.close();
    await context.setOffline(false);
    await expect
      .poll(async () => (await runSql("select count(*)::int as n from punches where emp_id = '00000008' and source = 'offline'")).rows[0].n, { timeout: 60_000 })
      .toBe(1);
  });
});
