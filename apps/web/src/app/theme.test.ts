import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

describe('buildTheme', () => {
  it('moves nothing when the system asks for reduced motion', () => {
    const still = buildTheme('blue', true);
    expect(still.transitions.create('height')).toBe('none');
    expect(still.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps MUI’s motion otherwise', () => {
    const moving = buildTheme('blue');
    expect(moving.transitions.create('height')).toContain('height');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});
