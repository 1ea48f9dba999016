import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Payslip, PayslipLine } from '@portal/contracts/payslip';
import type { Language } from '@portal/contracts/language-constants';
import type { MessageParams } from '@portal/contracts/messages';
import { formatPayDate, formatAmount, monthName } from '@portal/contracts/payslip-lines';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import { renderMessage } from '../../lib/messages';
import { renderPdf, type DocumentFaultLog } from '../../pdf/render-pdf';

type Words = (code: ServerMessageCode, params?: MessageParams) => string;

/** A date's month and a long date in Filipino, as Intl writes them (the English stays the portal's own). */
const filipinoMonth = (month: number) => new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
const filipinoLongDate = (date: string) => new Intl.DateTimeFormat('fil-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const RULE = '#9e9e9e';
const SHADE = '#eeeeee';

/** A thin-ruled table of lines with their amounts right-aligned, and its total in bold. */
function amountTable(words: Words, title: string, lines: PayslipLine[], totalLabel: string, total: number | null): Content {
  const body: TableCell[][] = [
    [{ text: title, style: 'tableHeader' }, { text: words('payslip_pdf.amount'), style: 'tableHeader', alignment: 'right' }],
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

/**
 * The payslip as a document: header, earnings beside deductions, net pay, year to
 * date, in the reader's language. The lines' own labels are the payroll's data.
 */
export function payslipDocument(payslip: Payslip, language: Language = 'en'): TDocumentDefinitions {
  const words: Words = (code, params) => renderMessage(code, params, language);
  const month = language === 'fil' ? filipinoMonth(payslip.month) : monthName(payslip.month);
  const payPeriod = words('payslip_pdf.period', { month, year: String(payslip.year), period: String(payslip.period) });
  const payDate = language === 'fil' ? filipinoLongDate(payslip.pay_date) : formatPayDate(payslip.pay_date);
  return {
    info: { title: `${words('payslip_pdf.subject')} ${payPeriod} - ${payslip.fullname}`, author: payslip.company_name, subject: words('payslip_pdf.subject') },
    language: language === 'fil' ? 'fil-PH' : 'en-PH',
    // DESIGN §7: the portal's documents share A4 with margins 40, 60, 40, 60 and 10-point text.
    pageMargins: [40, 60, 40, 60],
    defaultStyle: { fontSize: 10 },
    styles: { tableHeader: { bold: true }, company: { fontSize: 14, bold: true } },
    content: [
      {
        columns: [
          { stack: [{ text: payslip.company_name, style: 'company' }, { text: payslip.company_address, color: '#616161' }] },
          { text: words('payslip_pdf.title'), fontSize: 18, bold: true, alignment: 'right', width: 'auto' },
        ],
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          { stack: [headerField(words('payslip_pdf.employee'), payslip.fullname), headerField(words('payslip_pdf.employee_no'), payslip.emp_id), headerField(words('payslip_pdf.designation'), payslip.designation)] },
          { stack: [headerField(words('payslip_pdf.department'), payslip.department), headerField(words('payslip_pdf.pay_period'), payPeriod), headerField(words('payslip_pdf.pay_date'), payDate)] },
        ],
        columnGap: 20,
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          amountTable(words, words('payslip_pdf.earnings'), payslip.earnings, words('payslip_pdf.gross_pay'), payslip.gross),
          amountTable(words, words('payslip_pdf.deductions'), payslip.deductions, words('payslip_pdf.total_deductions'), payslip.total_deductions),
        ],
        columnGap: 20,
        margin: [0, 0, 0, 14],
      },
      {
        table: { widths: ['*', 'auto'], body: [[{ text: words('payslip_pdf.net_pay_heading'), bold: true, fontSize: 12 }, { text: formatAmount(payslip.net_pay), bold: true, fontSize: 12, alignment: 'right' }]] },
        layout: { hLineWidth: () => 1, vLineWidth: (index, node) => (index === 0 || index === node.table.widths!.length ? 1 : 0), hLineColor: () => RULE, vLineColor: () => RULE, fillColor: () => SHADE, paddingTop: () => 6, paddingBottom: () => 6 },
        margin: [0, 0, 0, 14],
      },
      { columns: [amountTable(words, words('payslip_pdf.year_to_date', { year: String(payslip.year) }), payslip.year_to_date.slice(0, -1), words('payslip_pdf.net_pay'), payslip.year_to_date.at(-1)?.amount ?? null), { text: '' }], columnGap: 20 },
      { text: words('payslip_pdf.footer'), color: '#757575', fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  };
}

/** The payslip as A4 PDF bytes. */
export function renderPayslipPdf(payslip: Payslip, log?: DocumentFaultLog, language: Language = 'en'): Promise<Buffer> {
  return renderPdf(payslipDocument(payslip, language), log);
}

/** payslip-2026-11-1.pdf */
export function payslipFileName(payslip: Pick<Payslip, 'year' | 'month' | 'period'>): string {
  return `payslip-${payslip.year}-${String(payslip.month).padStart(2, '0')}-${payslip.period}.pdf`;
}
