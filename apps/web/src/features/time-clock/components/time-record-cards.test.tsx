import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { i18n } from '../../../lib/i18n';
import { TimeRecordCards } from './time-record-cards';

afterEach(() => {
  cleanup();
  act(() => i18n.activate('en'));
});

const day = (fields: Partial<TimeRecord>): TimeRecord => ({
  trdate: '2026-11-23', timein1: null, timeout1: null, timein2: null, timeout2: null, timein3: null, timeout3: null,
  timein4: null, timeout4: null, otherentries: [], address: null, outside_geofence: false, outside_reasons: [], location_unknown: false,
  offline: false, from_terminal: false, clock_drift_seconds: null, ...fields,
});

const cards = (records: TimeRecord[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <TimeRecordCards records={records} loading={false} timeFormat="12H" pairs={[1, 2]} />
    </I18nProvider>,
  );

describe('TimeRecordCards', () => {
  it('says the day, its pairs and marks in English word for word', () => {
    cards([day({ timein1: '08:00:00', timeout1: '17:05:00', clock_drift_seconds: 130 }), day({ trdate: '2026-11-22' })]);
    expect(screen.getByRole('list', { name: 'Time records' })).toBeTruthy();
    expect(screen.getByText('In 08:00 AM · Out 05:05 PM')).toBeTruthy();
    expect(screen.getByText('Phone clock 2 min fast')).toBeTruthy();
    expect(screen.getByText('No punches')).toBeTruthy();
  });

  it('speaks the active language', () => {
    act(() => {
      i18n.load('fil', { [msg`No punches`.id]: 'Walang punch', [msg`Time records`.id]: 'Mga time record' });
      i18n.activate('fil');
    });
    cards([day({})]);
    expect(screen.getByRole('list', { name: 'Mga time record' })).toBeTruthy();
    expect(screen.getByText('Walang punch')).toBeTruthy();
  });
});
