import { describe, expect, it } from 'vitest';
import { describeEligibility, type LeaveEligibility } from '@portal/contracts/admin-leave';
import { CIVIL_STATUSES } from '@portal/contracts/government-ids';
import { civilStatusLabel } from '../../../components/civil-status-words';
import { describeWho } from './eligibility-words';

describe('describeWho', () => {
  it('reads in English as the contracts describe it, capitalised', () => {
    const genders = [null, 'F', 'M'] as const;
    const statusSets = [null, ['Married'], ['Single', 'Widowed'], ['Legally Separated', 'Annulled', 'Married']];
    for (const eligible_gender of genders) {
      for (const eligible_civil_status of statusSets) {
        for (const solo_parent_only of [false, true]) {
          const rule: LeaveEligibility = { eligible_gender, eligible_civil_status, solo_parent_only };
          const english = describeEligibility(rule);
          expect(describeWho(rule)).toBe(english.charAt(0).toUpperCase() + english.slice(1));
        }
      }
    }
  });

  it('shows each civil status in English as it is stored', () => {
    for (const status of CIVIL_STATUSES) expect(civilStatusLabel(status)).toBe(status);
    expect(civilStatusLabel('Other')).toBe('Other');
  });
});
