import { writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, PHONE, snap, watchUncompiledMessages } from './support/journey';

// Every page any role reaches from its menu, on a laptop and on a phone, scanned
// with axe against WCAG 2.2 AA. Serious and critical violations fail the journey.
// It runs after the other journeys, so the lists have rows.
// Each distinct screen is scanned once: by the first role, in ROLES' order, whose
// menu reaches it. The roles see the same components with other rows, so scanning a
// page again for each role found nothing new and cost most of the sweep's minutes.
// The team lead goes first: their approval queues and team screens hold the most
// rows (row actions, chips, menus are scanned with data in them); then HR, who
// reaches every administration page.

const LAPTOP = { width: 1366, height: 768 };
const ROLES = ['teamlead', 'hr', 'approver', 'employee'] as const;
/** `phone #/leave`, `laptop #/leave dialog`: what an earlier role's test scanned already. */
const scannedBefore = new Set<string>();
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function scan(page: Page, where: string): Promise<Finding[]> {
  // A colour still changing (a button turning contained as its data arrives) reads as
  // a blend of both: wait for transitions to end. Endless ones (spinners) are let be.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ where, rule: violation.id, impact: violation.impact ?? '', targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
}

/** The pages in the role's side menu, groups opened. */
async function menuPages(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Time In/Out' })).toBeVisible();
  const groups = menu.locator('[aria-expanded]');
  for (let index = 0; index < (await groups.count()); index++) {
    const group = groups.nth(index);
    if ((await group.getAttribute('aria-expanded')) === 'true') continue;
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  const hrefs = await menu.locator('a[href^="#/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** Waits for the page's data: its heading, no progress bar and no skeleton rows (a loading table's sort buttons have no name yet). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, { timeout: 8_000 }).catch(() => undefined);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0, { timeout: 8_000 }).catch(() => undefined);
}

for (const role of ROLES) {
  test(`${role}: no serious or critical axe violations on the pages it reaches first, laptop and phone, with the main dialog open`, async ({ page }) => {
    test.setTimeout(900_000);
    const uncompiled = watchUncompiledMessages(page);
    await page.setViewportSize(LAPTOP);
    await logIn(page, role);
    // The profile is reached from the avatar menu rather than the side menu.
    const pages = [...(await menuPages(page)), '#/profile'];
    expect(pages.length).toBeGreaterThan(3);
    const findings: Finding[] = [];
    const scanned: string[] = [];
    for (const viewport of [LAPTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const device = viewport === PHONE ? 'phone' : 'laptop';
      for (const href of pages) {
        if (scannedBefore.has(`${device} ${href}`)) continue;
        scannedBefore.add(`${device} ${href}`);
        await page.goto(`/${href}`);
        await settle(page);
        findings.push(...(await scan(page, `${device} ${href}`)));
        scanned.push(`${device} ${href}`);
        // The page's main dialog (a new request, a new record), where it has one.
        const create = page.locator('main').getByRole('button', { name: /^New\b/ }).first();
        if (device === 'laptop' && (await create.count()) > 0 && (await create.isEnabled())) {
          await create.click();
          await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
          findings.push(...(await scan(page, `${device} ${href} dialog`)));
          scanned.push(`${device} ${href} dialog`);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
    }
    if (scanned.length > 0) await snap(page, `accessibility-${role}-last-phone`);
    const report = path.resolve(import.meta.dirname, '../test-results', `axe-${role}.json`);
    writeFileSync(report, JSON.stringify({ scanned, findings }, null, 2));
    console.log(`axe ${role}: ${scanned.length} scans (${scanned.filter((where) => where.endsWith('dialog')).length} with a dialog open), ${findings.length} serious or critical violations`);
    for (const finding of findings) console.log(`  ${finding.where}: ${finding.rule} (${finding.impact}) ${finding.targets.join(' | ')}`);
    expect(findings).toEqual([]);
    expect(uncompiled).toEqual([]);
  });
}
