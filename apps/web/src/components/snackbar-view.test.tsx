import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { SnackbarView } from './snackbar-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A phone-wide screen, as the media queries read it. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
}

const notice = { id: 1, severity: 'error' as const, message: 'The server could not be reached.' };
const anchorOf = () => screen.getByRole('alert').closest('.MuiSnackbar-root')!.className;

describe('SnackbarView on a phone', () => {
  it('rises from the bottom of a screen', () => {
    onAPhone();
    render(<SnackbarView notice={notice} />);
    expect(anchorOf()).toContain('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('shows at the top over an open dialog, whose buttons fill the bottom of a phone', () => {
    onAPhone();
    const page = (shown: typeof notice | null) => (
      <>
        <Dialog open fullScreen aria-label="New leave">
          <button type="button">File leave</button>
        </Dialog>
        <SnackbarView notice={shown} />
      </>
    );
    const { rerender } = render(page(null));
    // The message comes while the dialog is open, and is read out (not hidden behind the modal).
    rerender(page(notice));
    expect(anchorOf()).toContain('MuiSnackbar-anchorOriginTopCenter');
  });
});
