import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { CompanySettings } from '@portal/contracts/admin-company';
import { i18n } from '../../../lib/i18n';
import { AppearanceFields } from './appearance-fields';
import type { CompanyForm, CompanyFormInput, CompanyFormOutput } from './form-types';

afterEach(() => {
  cleanup();
  act(() => i18n.activate('en'));
});

const defaults: CompanySettings['appearance_defaults'] = { theme_default: 'blueGrey', drawer_width: 260 };

/** The section in a form of its own; the form's values are handed out after each render. */
function Harness({ onForm }: { onForm: (form: CompanyForm) => void }) {
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    defaultValues: { theme_default: null, default_language: 'en', drawer_width: null },
  });
  onForm(form);
  return <AppearanceFields form={form} defaults={defaults} />;
}

const show = () => {
  let form: CompanyForm | undefined;
  render(
    <I18nProvider i18n={i18n}>
      <Harness onForm={(current) => (form = current)} />
    </I18nProvider>,
  );
  return () => form!;
};

describe('AppearanceFields', () => {
  it('says the appearance settings in English word for word', () => {
    show();
    expect(screen.getByRole('region', { name: 'Appearance' })).toBeTruthy();
    expect(screen.getByText('Empty: Blue Grey (server default)')).toBeTruthy();
    expect(screen.getByText('On a computer; 200 to 400. Empty: 260 (server default)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Default language' }).textContent).toBe('English');
  });

  it('sets the default language with the other settings', () => {
    const form = show();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default language' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Filipino' }));
    expect(form().getValues('default_language')).toBe('fil');
    expect(screen.getByRole('combobox', { name: 'Default language' }).textContent).toBe('Filipino');
  });

  it('speaks the active language', () => {
    act(() => {
      i18n.load('fil', {
        [msg`Appearance`.id]: 'Itsura',
        [msg`Default language`.id]: 'Default na wika',
        [msg`Blue Grey`.id]: 'Abuhing Asul',
      });
      i18n.activate('fil');
    });
    show();
    expect(screen.getByRole('region', { name: 'Itsura' })).toBeTruthy();
    // Each language keeps its own name, as the profile's picker shows it.
    expect(screen.getByRole('combobox', { name: 'Default na wika' }).textContent).toBe('English');
  });
});
