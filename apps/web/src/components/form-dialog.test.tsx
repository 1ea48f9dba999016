import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import TextField from '@mui/material/TextField';
import { ApiFailure } from '../lib/api-client';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

/** As in the app: every screen is inside the language's provider. */
const inLanguage = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactNode) => renderBare(<>{ui}</>, { wrapper: inLanguage });

function renderDialog(pending = false) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <FormDialog title="New holiday" onClose={onClose} onSubmit={onSubmit} pending={pending} submitLabel="Add holiday">
      <TextField label="Name" />
    </FormDialog>,
  );
  return { onClose, onSubmit };
}

describe('FormDialog', () => {
  it('is named by its title and holds the fields', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'New holiday' });
    expect(dialog.querySelector('form')?.noValidate).toBe(true);
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });

  it('closes on Cancel', () => {
    const { onClose, onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the form from its submit button', () => {
    const { onClose, onSubmit } = renderDialog();
    const submit = screen.getByRole('button', { name: 'Add holiday' });
    expect(submit.getAttribute('type')).toBe('submit');
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be cancelled or closed with Escape while saving', () => {
    const { onClose } = renderDialog(true);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(cancel);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'New holiday' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FormDialog refusals', () => {
  function refusalOn(field: string | null, message: string): ApiFailure {
    const failure = new ApiFailure(message, 400, 'BAD_REQUEST');
    failure.field = field;
    return failure;
  }

  /** As in use: the dialog is open, then the save fails. */
  function renderWithRefusal(refusal: unknown) {
    const onFieldRefusal = vi.fn();
    const dialog = (failure: unknown) => (
      <FormDialog title="New leave" onClose={vi.fn()} onSubmit={vi.fn()} pending={false} submitLabel="File leave" refusal={failure} onFieldRefusal={onFieldRefusal}>
        <TextField label="Reason" name="reason" />
      </FormDialog>
    );
    const { rerender } = render(dialog(null));
    rerender(dialog(refusal));
    return { onFieldRefusal };
  }

  it('shows a refusal about a field the form does not show at the top of the form, and moves focus there', () => {
    const { onFieldRefusal } = renderWithRefusal(refusalOn('noOfHours', 'Not enough Emergency Leave: 3 days left, 5 asked.'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not enough Emergency Leave');
    expect(document.activeElement).toBe(alert);
    expect(onFieldRefusal).not.toHaveBeenCalled();
  });

  it('puts a refusal about a field the form shows on that field', () => {
    const { onFieldRefusal } = renderWithRefusal(refusalOn('reason', 'Say why you are taking leave.'));
    expect(onFieldRefusal).toHaveBeenCalledWith('reason', 'Say why you are taking leave.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field, or a failure to reach the server, at the top', () => {
    renderWithRefusal(refusalOn(null, 'The cut-off of that day is closed.'));
    expect(screen.getByRole('alert').textContent).toContain('The cut-off of that day is closed.');
    cleanup();
    renderWithRefusal(new Error('Unable to reach the server.'));
    expect(screen.getByRole('alert').textContent).toContain('Unable to reach the server.');
  });
});
