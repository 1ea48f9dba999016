import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

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
