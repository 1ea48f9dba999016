import { msg, plural } from '@lingui/core/macro';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '@portal/contracts/server-messages';
import { activateLanguage, i18n } from './i18n';

describe('messages without a message compiler', () => {
  // As in the production build: Lingui sets its compiler itself only outside production.
  beforeAll(() => i18n.setMessagesCompiler(undefined as never));
  afterEach(async () => {
    await activateLanguage('en');
    vi.restoreAllMocks();
  });

  it('reads English placeholders and plurals compiled when the client was built', () => {
    const warn = vi.spyOn(console, 'warn');
    const inAt = '08:01 AM';
    const outAt = '05:02 PM';
    const count = 3;
    expect(i18n._(msg`In ${inAt} · Out ${outAt}`)).toBe('In 08:01 AM · Out 05:02 PM');
    expect(i18n._(msg`${plural(count, { one: '# day', other: '# days' })} left`)).toBe('3 days left');
    expect(i18n._(msg`No punches`)).toBe('No punches');
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the server's Filipino templates, compiled as their chunk loads", async () => {
    const warn = vi.spyOn(console, 'warn');
    await activateLanguage('fil');
    const [code, templates] = Object.entries(serverMessages).find(([, { fil }]) => fil.includes('{'))!;
    const placeholder = /\{(\w+)/.exec(templates.fil)![1]!;
    const text = i18n._(code, { [placeholder]: 'XYZZY' });
    expect(text).toContain('XYZZY');
    expect(text).not.toContain(`{${placeholder}`);
    expect(warn).not.toHaveBeenCalled();
  });
});
