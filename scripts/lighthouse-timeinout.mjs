// Lighthouse mobile (simulated slow 4G, 4x CPU) on the time in/out page, as the demo
// employee, with nothing cached: the client keeps the signed-in user in local storage,
// so a Chromium profile is logged in first, then its service worker and caches are
// cleared and Lighthouse opens the page with that profile and an empty HTTP cache.
//
//   node scripts/lighthouse-timeinout.mjs http://127.0.0.1:3000 [runs] [screen] [username]
//
// screen is another route to measure (default /timeinout, where an employee lands),
// username who opens it (default the demo employee): /leaves/approval teamlead.
//
// Lighthouse itself is not a dependency of the portal; this runs the pinned version
// through npx (downloaded from the npm registry the first time).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
/* global caches -- used inside the page, through page.evaluate */

const LIGHTHOUSE = 'lighthouse@12.8.2';
const [, , base = 'http://127.0.0.1:3000', runsArg = '3', screen = '/timeinout', username = 'employee'] = process.argv;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'];

const work = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const profile = path.join(work, 'profile');

async function withProfile(work) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, headless: true, args: chromeArgs });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

async function logIn() {
  await withProfile(async (page) => {
    await page.goto(`${base}/#/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/#\/timeinout/);
  });
}

/** Before each run: the service worker the last load installed, and its caches, go. */
async function forgetServiceWorker() {
  await withProfile(async (page) => {
    // A page of the origin that runs none of the portal's code, so nothing registers again.
    await page.goto(`${base}/config.json`);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
  });
}

function runLighthouse(run, attempt) {
  const report = path.join(work, `report-${run}.json`);
  // A new, empty disk cache each attempt: nothing from the log-in, an earlier run or a
  // failed attempt is reused.
  const flags = [...chromeArgs, `--user-data-dir=${profile}`, `--disk-cache-dir=${path.join(work, `cache-${run}-${attempt}`)}`].join(' ');
  execFileSync(
    'npx',
    ['-y', LIGHTHOUSE, `${base}/#${screen}`, '--disable-storage-reset', '--only-categories=performance,accessibility,best-practices', `--chrome-flags=${flags}`, '--output=json', `--output-path=${report}`, '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const audit = (id) => result.audits[id].numericValue;
  return {
    url: result.finalDisplayedUrl,
    performance: Math.round(result.categories.performance.score * 100),
    accessibility: Math.round(result.categories.accessibility.score * 100),
    bestPractices: Math.round(result.categories['best-practices'].score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

try {
  await logIn();
  const runs = [];
  for (let run = 1; run <= Number(runsArg); run++) {
    let figures = null;
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again.
    for (let attempt = 1; figures === null; attempt++) {
      await forgetServiceWorker();
      try {
        figures = runLighthouse(run, attempt);
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    runs.push(figures);
    console.log(
      `run ${run}: ${figures.url} performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}; ` +
        `FCP ${(figures.fcp / 1000).toFixed(2)} s, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
  }
  const scores = runs.map((figures) => figures.performance).sort((a, b) => a - b);
  console.log(`median performance ${scores[Math.floor(scores.length / 2)]} of ${runs.length} runs`);
} finally {
  if (process.env.LIGHTHOUSE_KEEP) console.log(`reports kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
