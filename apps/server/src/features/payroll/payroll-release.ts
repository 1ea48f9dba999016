import type { Transaction } from 'kysely';
import { formatLongDate } from '@portal/contracts/rules';
import type { DB } from '../../db/database';
import { coded } from '../notifications/notification';
import { notifyInTransaction } from '../notifications/notify';
import { periodInEach } from './payroll-run.service';
import { upsertPayslips } from '../payslip/payslip.repository';
import type { PayslipInput } from '../payslip/payslip-rows';
import * as repository from './payroll-run.repository';

/** "Nobyembre 30, 2026": a long date as Filipino writes it. */
const filipinoLongDate = (date: string) => new Intl.DateTimeFormat('fil-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
import { payslipAmountsOf } from './run-payslip';

/**
 * Publishes a locked run's pay as payslips (the payslip screens, the printable payslip
 * and its PDF read them), each with the year to date of the payslips before it, and
 * tells each person, in the caller's transaction: all are published, or none. A
 * payslip imported earlier for the same period is replaced. Answers how many.
 */
export async function releaseRunPayslips(
  trx: Transaction<DB>,
  run: { id: number },
  key: repository.RunKey & { name: string },
  payDate: string,
  releasedBy: string,
): Promise<number> {
  const lines = await repository.listRunPayLines(trx, run.id);
  const before = await repository.sumYearBefore(
    trx,
    lines.map((line) => line.emp_id),
    key,
  );
  const payslips: PayslipInput[] = lines.map((line, index) => {
    const amounts = payslipAmountsOf(line.pay);
    const earlier = before.get(line.emp_id) ?? { gross: 0, contributions: 0, tax: 0, net: 0 };
    return {
      row: index + 1,
      empId: line.emp_id,
      year: key.year,
      month: key.month,
      period: key.cutoff === 1 ? 1 : 2,
      payDate,
      amounts: {
        ...amounts,
        ytd_gross: earlier.gross + amounts.gross,
        ytd_contributions: earlier.contributions + amounts.sss + amounts.philhealth + amounts.pagibig,
        ytd_withholding_tax: earlier.tax + amounts.withholding_tax,
        ytd_net_pay: earlier.net + amounts.net_pay,
      },
    };
  });
  await upsertPayslips(trx, payslips, releasedBy);
  // The amount stays out of the message: a notice may go by e-mail; the payslip is read in the portal.
  await notifyInTransaction(
    trx,
    lines.map((line) => ({
      recipient: line.emp_id,
      category: 'pay' as const,
      title: coded('notice.payslip_ready', { period: periodInEach(key) }),
      body: coded('notice.payslip_ready_body', { date: { en: formatLongDate(payDate), fil: filipinoLongDate(payDate) } }),
      link: `/payslip?year=${key.year}&month=${key.month}&period=${key.cutoff}`,
    })),
  );
  return lines.length;
}
