import { exact, pesoWords, toCentavos } from './exact';
import { explained, inBoth } from '../wording';

// Pag-IBIG (ph-payroll-rules §7; Circular 460, from February 2024): up to 1,500 of fund
// salary the employee gives 1% and the employer 2%; above it 2% each, on at most 10,000.

export const PAGIBIG_LOWER_RATE_UP_TO = 1_500;
export const PAGIBIG_MAX_FUND_SALARY = 10_000;

export interface PagIbigContribution {
  /** The fund salary the shares are on, centavos, at most 10,000. */
  fundSalaryCentavos: number;
  employee: number;
  employer: number;
  explanation: string;
  explanation_fil: string;
}

export function pagIbigContribution(fundSalaryCentavos: number): PagIbigContribution {
  const base = Math.min(Math.max(fundSalaryCentavos, 0), PAGIBIG_MAX_FUND_SALARY * 100);
  const lower = fundSalaryCentavos <= PAGIBIG_LOWER_RATE_UP_TO * 100;
  const employeePercent = lower ? 1 : 2;
  const share = (percent: number) => toCentavos(exact(base).div(100).mul(percent).div(100));
  const employee = share(employeePercent);
  const employer = share(2);
  return {
    fundSalaryCentavos: base,
    employee,
    employer,
    ...explained(
      inBoth('pay_line.pagibig', {
        base: pesoWords(base),
        capped: base < fundSalaryCentavos ? 'yes' : 'no',
        fund: pesoWords(fundSalaryCentavos),
        percent: String(employeePercent),
      }),
    ),
  };
}
