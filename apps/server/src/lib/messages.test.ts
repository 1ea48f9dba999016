import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { serverMessages, type ServerMessageCode } from '@portal/contracts/server-messages';
import { renderMessage, say } from './messages';

/** The names of a template's arguments: {name}, {name, plural, ...}, {name, select, ...}, at any depth. */
function argumentsOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(template));
  return [...names].sort();
}

describe('the server message catalogue', () => {
  it('has Filipino for every message, with the same arguments as its English', () => {
    for (const [code, templates] of Object.entries(serverMessages)) {
      expect(templates.fil.trim(), code).not.toBe('');
      expect(argumentsOf(templates.fil), code).toEqual(argumentsOf(templates.en));
    }
  });

  it('renders every message in both languages without an argument left unfilled', () => {
    for (const code of Object.keys(serverMessages) as ServerMessageCode[]) {
      const params = Object.fromEntries(argumentsOf(serverMessages[code].en).map((name) => [name, 2]));
      for (const language of ['en', 'fil'] as const) expect(renderMessage(code, params, language), code).not.toMatch(/[{}]/);
    }
  });

  it("counts by each language's own plural rules: Filipino's 4 is not its 2 or 10", () => {
    const hours = (count: number, language: 'en' | 'fil') => renderMessage('time_clock.too_old', { when: '08:00 AM', hours: count }, language);
    expect(hours(1, 'en')).toContain('older than 1 hour and');
    expect(hours(2, 'en')).toContain('older than 2 hours and');
    expect(hours(4, 'en')).toContain('older than 4 hours and');
    for (const count of [2, 4, 10]) expect(hours(count, 'fil')).toContain(`lampas na sa ${count} oras`);
    expect(new Intl.PluralRules('fil').select(4)).toBe('other');
    expect(new Intl.PluralRules('fil').select(10)).toBe('one');
  });

  it("keeps a parameter written for each language in that language", () => {
    const message = say('time_clock.already_in', { since: { en: '08:03 AM on Mon, Nov 23, 2026', fil: '08:03 AM, Lun, Nob 23, 2026' } });
    expect(message.text).toBe('You are already timed in since 08:03 AM on Mon, Nov 23, 2026. Time out first.');
    expect(renderMessage(message.code, message.params, 'fil')).toBe('Naka-time in ka na mula 08:03 AM, Lun, Nob 23, 2026. Mag-time out ka muna.');
  });

  it('keeps a backslash a person typed, which the i18n library would read as an escape', () => {
    const typed = String.raw`C:\x41\u0042 \ end`;
    const message = say('leave.not_a_type', { payItem: typed });
    expect(message.text).toBe(`payItem ${typed} is not a leave type; choose one from the list.`);
    expect(renderMessage(message.code, message.params, 'fil')).toBe(`Ang ${typed} ay hindi uri ng leave; pumili mula sa listahan.`);
  });
});
