import { exact, pesoWords, toCentavos } from './exact';
import { explained, inBoth } from '../wording';

// SSS contributions (ph-payroll-rules §5; Circular 2024-006, from January 2025).

/** The lowest and highest monthly salary credit, and where regular SS ends and the MPF begins. */
export const SSS_MSC_FLOOR = 5_000;
export const SSS_MSC_CEILING = 35_000;
export const SSS_REGULAR_MSC_CAP = 20_000;
/** Employees' Compensation, employer only: below this MSC 10 a month, else 30. */
const EC_HIGHER_FROM_MSC = 15_000;

export interface SssContribution {
  /** The monthly salary credit, in pesos. */
  msc: number;
  /** The part of it up to 20,000 (regular SS) and above (Mandatory Provident Fund). */
  regularMsc: number;
  mpfMsc: number;
  /** Centavos. */
  employee: { regular: number; mpf: number; total: number };
  employer: { regular: number; mpf: number; ec: number; total: number };
  explanation: string;
  explanation_fil: string;
}

/**
 * The MSC of a month's compensation: 5,000 below 5,250; 35,000 from 34,750; else the
 * nearest 500 (a bracket runs from MSC − 250 to MSC + 249.99).
 */
export function monthlySalaryCredit(compensationCentavos: number): number {
  if (compensationCentavos < 525_000) return SSS_MSC_FLOOR;
  if (compensationCentavos >= 3_475_000) return SSS_MSC_CEILING;
  return 500 * Math.floor((compensationCentavos + 25_000) / 50_000);
}

/** Both shares of a month's SSS contribution: 5% employee and 10% employer of each part of the MSC, and the EC. */
export function sssContribution(compensationCentavos: number): SssContribution {
  const msc = monthlySalaryCredit(compensationCentavos);
  const regularMsc = Math.min(msc, SSS_REGULAR_MSC_CAP);
  const mpfMsc = msc - regularMsc;
  const share = (base: number, percent: number) => toCentavos(exact(base).mul(percent).div(100));
  const employee = { regular: share(regularMsc, 5), mpf: share(mpfMsc, 5), total: 0 };
  employee.total = employee.regular + employee.mpf;
  const ec = msc < EC_HIGHER_FROM_MSC ? 1_000 : 3_000;
  const employer = { regular: share(regularMsc, 10), mpf: share(mpfMsc, 10), ec, total: 0 };
  employer.total = employer.regular + employer.mpf + ec;
  return {
    msc,
    regularMsc,
    mpfMsc,
    employee,
    employer,
    ...explained(
      inBoth('pay_line.sss', {
        compensation: pesoWords(compensationCentavos),
        msc: pesoWords(msc * 100),
        split: mpfMsc > 0 ? 'yes' : 'no',
        regular: pesoWords(regularMsc * 100),
        mpf: pesoWords(mpfMsc * 100),
        ec: pesoWords(ec),
      }),
    ),
  };
}
