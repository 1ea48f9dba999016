import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { CoeRow } from '@portal/contracts/coe';
import { i18n } from '../../../lib/i18n';
import { CoeDialog } from './coe-dialog';
import { coeLanguageLabel } from './coe-language-labels';
import { myCoeColumns } from './coe-columns';

const mutate = vi.fn();
vi.mock('../api/coe-requests', () => ({ useSaveCoeRequest: () => ({ mutate, error: null, isPending: false }) }));

afterEach(() => {
  cleanup();
  mutate.mockReset();
  act(() => i18n.activate('en'));
});

const show = (editing: Partial<CoeRow> | null = null) =>
  render(
    <I18nProvider i18n={i18n}>
      <CoeDialog editing={editing as CoeRow | null} today="2026-11-27" onClose={() => {}} />
    </I18nProvider>,
  );
const languageField = () => screen.getByRole('combobox', { name: 'Certificate language' });

describe('the certificate language of a request', () => {
  it('is English unless the person picks Filipino, and goes with the request', async () => {
    show();
    expect(languageField().textContent).toBe('English');
    fireEvent.change(screen.getByLabelText(/Purpose/), { target: { value: 'Bank loan' } });
    fireEvent.mouseDown(languageField());
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Filipino']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Filipino' }));
    expect(languageField().textContent).toBe('Filipino');
    fireEvent.click(screen.getByRole('button', { name: 'Request certificate' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]![0]).toMatchObject({ recid: 0, coeType: 1, reqDate: '2026-11-27', reason: 'Bank loan', language: 'fil' });
  });

  it("keeps the request's language when it is edited", async () => {
    show({ recid: 7, coetype: 4, reqdate: '2026-11-28', reason: 'Housing loan', language: 'fil' });
    expect(languageField().textContent).toBe('Filipino');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]![0]).toMatchObject({ recid: 7, coeType: 4, language: 'fil' });
  });

  it('shows in the list, in the language the person reads, and exports as it shows', () => {
    const column = myCoeColumns(false, () => {}).find((candidate) => candidate.accessorKey === 'language');
    expect(column?.header).toBe('Language');
    const csv = (column?.meta as { csv: (value: unknown) => string }).csv;
    expect([csv('en'), csv('fil')]).toEqual(['English', 'Filipino']);
    act(() => {
      i18n.load('fil', { [msg`English`.id]: 'Ingles', [msg`Filipino`.id]: 'Filipino' });
      i18n.activate('fil');
    });
    expect([coeLanguageLabel('en'), coeLanguageLabel('fil'), coeLanguageLabel('xx')]).toEqual(['Ingles', 'Filipino', 'xx']);
  });
});
