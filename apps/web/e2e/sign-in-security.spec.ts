import { expect, test } from '@playwright/test';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../../server/test/oidc-provider';
import { totpCodeAt } from '../../server/src/features/second-factor/totp';
import { runSql } from './support/global-setup';
import { E2E_PORT } from '../playwright.config';
import { expectNoSidewaysScroll, logIn, openAdminPage, PHONE, snap } from './support/journey';

const PORTAL = `http://127.0.0.1:${E2E_PORT}`;
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: [`${PORTAL}/api/v1/sso/callback`],
    postLogoutRedirectUris: [`${PORTAL}/`],
    people: { grace: { email: 'grace@example.com', email_verified: true } },
  });
});

test.afterAll(async () => {
  // The journeys after this one sign in with passwords, and the provider stops here.
  await runSql(
    "update sign_in_settings set sso_enabled = false, password_sign_in = 'everyone', require_second_factor = false",
  );
  await provider?.close();
});

test('HR connects the company identity provider; an employee signs in with it on a phone, and logs out of both', async ({
  page,
  browser,
}) => {
  await logIn(page, 'hr');
  await openAdminPage(page, 'Sign-in & Security');
  await expect(page.getByRole('heading', { name: 'Sign-in & Security', level: 1 })).toBeVisible();
  const redirectUri = page.getByLabel('Redirect URI to register at the provider');
  await expect(redirectUri).toHaveValue(`${PORTAL}/api/v1/sso/callback`);
  await page.getByLabel('Let people sign in with their company account').check();
  await page.getByLabel('Button label').fill('Example Workspace');
  // A typo in the address is caught when saving, not at 8:00 the next morning.
  await page.getByLabel('Issuer').fill('http://127.0.0.1:9');
  await page.getByLabel('Client ID').fill(TEST_CLIENT.clientId);
  await page.getByLabel('Client secret').fill(TEST_CLIENT.clientSecret);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'did not answer as an OpenID Connect provider' }),
  ).toBeVisible();
  await page.getByLabel('Issuer').fill(provider.issuer);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sign-in settings saved. They apply to the next sign-in.')).toBeVisible();
  await expect(page.getByText('A secret is kept. Type a new one to replace it.')).toBeVisible();
  await snap(page, 'sign-in-settings');

  const phone = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const grace = await phone.newPage();
  await grace.goto('/#/login');
  await expect(grace.getByRole('link', { name: 'Sign in with Example Workspace' })).toBeVisible();
  await snap(grace, 'sign-in-login-phone');
  await grace.getByRole('link', { name: 'Sign in with Example Workspace' }).click();
  // The provider's own page: the portal never sees the password typed there.
  await expect(grace.getByRole('heading', { name: 'Example Identity Provider' })).toBeVisible();
  await grace.getByLabel('Username').fill('grace');
  await grace.getByRole('button', { name: 'Sign in' }).click();
  await expect(grace).toHaveURL(/#\/timeinout$/);
  await expect(grace.getByRole('heading', { name: 'Time In/Out', level: 1 })).toBeVisible();
  await expect(grace.getByRole('button', { name: /account of Grace Aquino/ })).toBeVisible();
  await snap(grace, 'sign-in-sso-phone');

  // Logging out ends the provider's session too, then comes back to the portal's login.
  await grace.getByRole('button', { name: /account of Grace Aquino/ }).click();
  await grace.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(grace).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await grace.getByRole('button', { name: /yes/i }).click();
  await expect(grace.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(grace.getByRole('link', { name: 'Sign in with Example Workspace' })).toBeVisible();
  await phone.close();
});

test('an employee sets up an authenticator app on a phone, signs in with a recovery code after losing it, and turns it off', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await phone.newPage();
  await logIn(page, 'liza');
  await page.getByRole('button', { name: /account of Liza Mendoza/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  const section = page.getByRole('region', { name: 'Second factor' });
  await section.getByRole('button', { name: 'Set up' }).click();
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  // What an app would do with the QR code: the key, typed in, gives the code.
  const secret = (await section.locator('code').innerText()).replace(/\s/g, '');
  await section
    .getByLabel('Code from your authenticator app')
    .fill('000000' === totpCodeAt(secret) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await section.getByLabel('Code from your authenticator app').fill(totpCodeAt(secret));
  await section.getByRole('button', { name: 'Confirm' }).click();
  const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = await codes.first().innerText();
  await expectNoSidewaysScroll(page);
  await snap(page, 'second-factor-recovery-codes-phone');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('An authenticator app is set up');
  await expect(section).toContainText('10 recovery codes are left.');

  // The phone is lost: the password, then a recovery code.
  await page.goto('/#/logout');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Username').fill('liza');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await snap(page, 'second-factor-code-phone');
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Time In/Out', level: 1 })).toBeVisible();

  // Turned off again, with the password, so the journeys after this one sign in as before.
  await page.getByRole('button', { name: /account of Liza Mendoza/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(section).toContainText('9 recovery codes are left.');
  await section.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off your second factor?' });
  await dialog.getByLabel(/^Password/).fill('demo1234');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('button', { name: 'Set up' })).toBeVisible();
  await phone.close();
});

test('an employee adds a passkey on a phone and signs in with it instead of a password', async ({ browser }) => {
  // A passkey belongs to a site name: the portal by "localhost", as an address is none.
  const phone = await browser.newContext({
    viewport: PHONE,
    reducedMotion: 'reduce',
    baseURL: `http://localhost:${E2E_PORT}`,
  });
  const page = await phone.newPage();
  const cdp = await phone.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await logIn(page, 'ramon');
  await page.getByRole('button', { name: /account of Ramon Villanueva/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passkey name').fill('My phone');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('list', { name: 'My passkeys' }).getByText('My phone')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'passkeys-profile-phone');

  await page.goto('/#/logout');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Time In/Out', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /account of Ramon Villanueva/ })).toBeVisible();

  // Removed again, so the journeys after this one sign Ramon in with his password alone.
  await page.getByRole('button', { name: /account of Ramon Villanueva/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await section.getByRole('button', { name: 'Remove passkey My phone' }).click();
  await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByRole('list', { name: 'My passkeys' }).getByText('My phone')).toBeHidden();
  await phone.close();
});
