import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Payslip, PayslipLine } from '@portal/contracts/payslip';
import { formatPayDate, formatAmount, monthName, periodLabel } from '@portal/contracts/payslip-lines';
import { renderPdf, type DocumentFaultLog } from '../../pdf/render-pdf';

const RULE = '#9e9e9e';
const SHADE = '#eeeeee';

/** A thin-ruled table of lines with their amounts right-aligned, and its total in bold. */
function amountTable(title: string, lines: PayslipLine[], totalLabel: string, total: number | null): Content {
  const body: TableCell[][] = [
    [{ text: title, style: 'tableHeader' }, { text: 'Amount', style: 'tableHeader', alignment: 'right' }],
    ...lines.map((line) => [line.label, { text: formatAmount(line.amount), alignment: 'right' as const, noWrap: true }]),
    [{ text: totalLabel, bold: true }, { text: formatAmount(total), bold: true, alignment: 'right', noWrap: true }],
  ];
  return {
    table: { widths: ['*', 'auto'], headerRows: 1, body },
    layout: {
      hLineWidth: (index, node) => (index === 0 || index === 1 || index === node.table.body.length - 1 || index === node.table.body.length ? 0.75 : 0),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      fillColor: (row) => (row === 0 ? SHADE : null),
    },
  };
}

function headerField(label: string, value: string): Content {
  return { text: [{ text: `${label}: `, color: '#616161' }, { text: value, bold: true }], margin: [0, 0, 0, 3] };
}

/** The payslip as a document: header, earnings beside deductions, net pay, year to date. */
export function payslipDocument(payslip: Payslip): TDocumentDefinitions {
  const payPeriod = `${monthName(payslip.month)} ${payslip.year}, ${periodLabel(payslip.period)}`;
  return {
    info: { title: `Payslip ${payPeriod} - ${payslip.fullname}`, author: payslip.company_name, subject: 'Payslip' },
    // DESIGN §7: the portal's documents share A4 with margins 40, 60, 40, 60 and 10-point text.
    pageMargins: [40, 60, 40, 60],
    defaultStyle: { fontSize: 10 },
    styles: { tableHeader: { bold: true }, company: { fontSize: 14, bold: true } },
    content: [
      {
        columns: [
          { stack: [{ text: payslip.company_name, style: 'company' }, { text: payslip.company_address, color: '#616161' }] },
          { text: 'PAYSLIP', fontSize: 18, bold: true, alignment: 'right', width: 'auto' },
        ],
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          { stack: [headerField('Employee', payslip.fullname), headerField('Employee no.', payslip.emp_id), headerField('Designation', payslip.designation)] },
          { stack: [headerField('Department', payslip.department), headerField('Pay period', payPeriod), headerField('Pay date', formatPayDate(payslip.pay_date))] },
        ],
        columnGap: 20,
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          amountTable('Earnings', payslip.earnings, 'Gross pay', payslip.gross),
          amountTable('Deductions', payslip.deductions, 'Total deductions', payslip.total_deductions),
        ],
        columnGap: 20,
        margin: [0, 0, 0, 14],
      },
      {
        table: { widths: ['*', 'auto'], body: [[{ text: 'NET PAY', bold: true, fontSize: 12 }, { text: formatAmount(payslip.net_pay), bold: true, fontSize: 12, alignment: 'right' }]] },
        layout: { hLineWidth: () => 1, vLineWidth: (index, node) => (index === 0 || index === node.table.widths!.length ? 1 : 0), hLineColor: () => RULE, vLineColor: () => RULE, fillColor: () => SHADE, paddingTop: () => 6, paddingBottom: () => 6 },
        margin: [0, 0, 0, 14],
      },
      { columns: [amountTable(`Year to date (${payslip.year})`, payslip.year_to_date.slice(0, -1), 'Net pay', payslip.year_to_date.at(-1)?.amount ?? null), { text: '' }], columnGap: 20 },
      { text: 'Issued by payroll. This payslip needs no signature.', color: '#757575', fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  };
}

/** The payslip as A4 PDF bytes. */
export function renderPayslipPdf(payslip: Payslip, log?: DocumentFaultLog): Promise<Buffer> {
  return renderPdf(payslipDocument(payslip), log);
}

/** payslip-2026-11-1.pdf */
export function payslipFileName(payslip: Pick<Payslip, 'year' | 'month' | 'period'>): string {
  return `payslip-${payslip.year}-${String(payslip.month).padStart(2, '0')}-${payslip.period}.pdf`;
}
