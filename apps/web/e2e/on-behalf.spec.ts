import { expect, test } from '@playwright/test';
import { runSql } from './support/global-setup';
import { logIn, PHONE, snap } from './support/journey';

const setOnBehalf = (on: boolean) =>
  runSql(
    `update company set settings = coalesce(settings, '{}'::jsonb)
       || jsonb_build_object('features', coalesce(settings->'features', '{}'::jsonb) || jsonb_build_object('teamLeadFileOnBehalf', $1::boolean))`,
    [on],
  );

test.afterAll(async () => {
  await setOnBehalf(false);
});

test('with the switch on, a team lead files an adjustment for a member from their punches; both lists name the lead', async ({ page }) => {
  test.setTimeout(90_000);
  // A past day of Juan's with punches and no adjustment in flight.
  const { rows } = await runSql(
    `select p.trdate::text as day from punches p where p.emp_id = '00000004' and p.superseded_at is null and p.trdate < (now() at time zone 'Asia/Manila')::date - 2
       and not exists (select 1 from attendance_adjustments a where a.emp_id = p.emp_id and a.trdate = p.trdate)
     group by p.trdate order by p.trdate desc limit 1`,
  );
  const day = (rows[0] as { day: string }).day;

  await setOnBehalf(false);
  await logIn(page, 'teamlead');
  await page.goto('/#/attendanceadjustment/requests');
  await expect(page.getByRole('heading', { name: 'Attendance Adjustments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'For a team member' })).toHaveCount(0);

  // HR turns the switch on; the lead sees it when the portal is next opened.
  await setOnBehalf(true);
  await page.reload();
  await page.getByRole('button', { name: 'For a team member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjustment for a team member' });
  await expect(dialog.getByText('Choose the team member whose day needs correcting.')).toBeVisible();
  await dialog.getByRole('button', { name: 'File adjustment' }).click();
  await expect(dialog.getByText('Choose the team member', { exact: true })).toBeVisible();
  await dialog.getByLabel(/^Team member/).click();
  await page.getByRole('option', { name: /Juan dela Cruz/ }).click();
  await dialog.getByLabel(/^Date/).fill(day);
  const recorded = dialog.getByTestId('member-day');
  await expect(recorded).toContainText('Juan dela Cruz on');
  await expect(recorded).toContainText(/\d{2}:\d{2} AM – \d{2}:\d{2} PM/);
  await recorded.getByRole('button', { name: 'Use these times' }).click();
  await dialog.getByLabel(/^Reason/).fill('Biometric reader was down; times confirmed by the guard log');
  await snap(page, 'on-behalf-dialog-desktop');
  await dialog.getByRole('button', { name: 'File adjustment' }).click();
  await expect(page.getByText(/for Juan dela Cruz filed/)).toBeVisible();
  const leadRow = page.getByTestId('request-row').filter({ hasText: 'Biometric reader was down' });
  await expect(leadRow).toContainText('For Juan dela Cruz');
  await expect(leadRow).toContainText(/\d{2}:\d{2} AM/);
  await snap(page, 'on-behalf-lead-list-desktop');

  await logIn(page, 'employee');
  await page.goto('/#/attendanceadjustment/requests');
  const ownRow = page.getByTestId('request-row').filter({ hasText: 'Biometric reader was down' });
  await expect(ownRow).toContainText('By Maria Santos');
  await page.setViewportSize(PHONE);
  await snap(page, 'on-behalf-employee-list-phone');

  // The lead withdraws it again, so the adjustment journey finds the day free.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'teamlead');
  await page.goto('/#/attendanceadjustment/requests');
  await page.getByTestId('request-row').filter({ hasText: 'Biometric reader was down' }).getByRole('button', { name: /^Delete #/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('request-row').filter({ hasText: 'Biometric reader was down' })).toHaveCount(0);
});
