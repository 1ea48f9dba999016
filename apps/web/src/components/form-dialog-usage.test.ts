import { describe, expect, it } from 'vitest';

// Every form dialog shows its save's refusals itself (FormDialog's `refusal`): on
// the field the server names, or at the top. A dialog that forgot would show a
// refusal about a field it lacks nowhere, since its hook keeps the snackbar quiet.
const sources = import.meta.glob('../features/**/*.tsx', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('form dialogs', () => {
  it('each pass their save to FormDialog as the refusal to show', () => {
    const usages = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/<FormDialog\b([^>]*?)>/gs)].map((match) => ({ file, props: match[1]! })),
    );
    expect(usages.length).toBeGreaterThan(15);
    const without = usages.filter(({ props }) => !/\brefusal=\{/.test(props)).map(({ file }) => file);
    expect(without).toEqual([]);
  });
});
