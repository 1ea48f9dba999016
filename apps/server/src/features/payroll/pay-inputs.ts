import type { PremiumDayType as HandoffDayType } from '@portal/contracts/payroll-handoff';
import type { CutoffFigures } from '../payroll-handoff/payroll-handoff.service';
import { shareOfMonth, type CutoffPayInput, type EarlierThisMonth, type PayLine, type PremiumDayTypeAway } from './cutoff-pay';
import type { DailyRateFactor } from './rules/rates';

const DAY_CODE_OF: Record<HandoffDayType, PremiumDayTypeAway> = {
  rest_day: 'RD',
  special_holiday: 'SH',
  special_holiday_rest_day: 'SHRD',
  regular_holiday: 'LH',
  regular_holiday_rest_day: 'LHRD',
};

export interface PayDataInForce {
  rate: { basis: 'monthly' | 'daily'; rate: string; minimum_wage_earner: boolean };
  items: readonly { kind: string; label: string; centavos: string; taxable: boolean }[];
}

/**
 * What one payroll computes from, for one person: the cut-off's attendance as the
 * hand-off gives it, the rate and items in force, and the company's conventions
 * (the daily-rate factor; contributions in the month's second cut-off).
 */
export function payInputOf(
  figures: CutoffFigures,
  data: PayDataInForce,
  conventions: {
    factor: DailyRateFactor;
    half: 1 | 2;
    deductsContributions: boolean;
    contributionPart?: CutoffPayInput['contributionPart'];
    rounding?: CutoffPayInput['rounding'];
  },
  earlierThisMonth?: EarlierThisMonth,
  adjustments: readonly PayLine[] = [],
  thirteenthMonth?: CutoffPayInput['thirteenthMonth'],
): CutoffPayInput {
  const { row } = figures;
  const byDayType: CutoffPayInput['attendance']['byDayType'] = {};
  for (const [type, hours] of Object.entries(row.premium_hours) as [HandoffDayType, (typeof row.premium_hours)[HandoffDayType]][]) {
    if (hours.first8 + hours.beyond8 === 0) continue;
    byDayType[DAY_CODE_OF[type]] = { first8: hours.first8, beyond8: hours.beyond8, nightFirst8: hours.night_first8, nightBeyond8: hours.night_beyond8 };
  }
  const pay = data.rate.basis === 'monthly' ? ({ basis: 'monthly', monthlyRate: data.rate.rate } as const) : ({ basis: 'daily', dailyRate: data.rate.rate } as const);
  return {
    pay,
    factor: conventions.factor,
    period: 'semi-monthly',
    half: conventions.half,
    deductsContributions: conventions.deductsContributions,
    contributionPart: conventions.contributionPart ?? 'month',
    rounding: conventions.rounding ?? 'lines',
    minimumWageEarner: data.rate.minimum_wage_earner,
    attendance: {
      regularHours: row.regular_hours,
      nightHours: figures.ordinaryNightHours,
      absences: row.absences,
      tardyMinutes: row.tardy_minutes,
      undertimeMinutes: row.undertime_minutes,
      paidLeaveHours: Object.values(row.leave_hours).reduce((total, hours) => total + hours, 0),
      unpaidLeaveHours: row.leave_without_pay_hours,
      ordinaryOvertime: { hours: row.overtime.ordinary, nightHours: figures.ordinaryOvertimeNightHours },
      byDayType,
      unworkedRegularHolidays: row.unworked_regular_holidays.entitled.length,
    },
    allowances: data.items.filter((item) => item.kind === 'allowance').map((item) => ({ label: item.label, monthlyCentavos: Number(item.centavos), taxable: item.taxable })),
    // A month's amortisation or deduction, half in each cut-off.
    deductions: data.items
      .filter((item) => item.kind !== 'allowance')
      .map((item) => ({ label: item.label, centavos: shareOfMonth(Number(item.centavos), 'semi-monthly', conventions.half) })),
    earlierThisMonth,
    adjustments,
    thirteenthMonth,
  };
}
