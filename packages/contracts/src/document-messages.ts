import { defineMessages } from './messages';

/** The words of the documents the portal writes (the payslip PDF), in both languages (see messages.ts). */
export const documentMessages = defineMessages({
  'payslip_pdf.title': { en: 'PAYSLIP', fil: 'PAYSLIP' },
  'payslip_pdf.amount': { en: 'Amount', fil: 'Halaga' },
  'payslip_pdf.employee': { en: 'Employee', fil: 'Empleyado' },
  'payslip_pdf.employee_no': { en: 'Employee no.', fil: 'Employee no.' },
  'payslip_pdf.designation': { en: 'Designation', fil: 'Posisyon' },
  'payslip_pdf.department': { en: 'Department', fil: 'Departamento' },
  'payslip_pdf.pay_period': { en: 'Pay period', fil: 'Panahon ng sahod' },
  'payslip_pdf.pay_date': { en: 'Pay date', fil: 'Petsa ng sahod' },
  'payslip_pdf.earnings': { en: 'Earnings', fil: 'Mga kita' },
  'payslip_pdf.gross_pay': { en: 'Gross pay', fil: 'Kabuuang kita' },
  'payslip_pdf.deductions': { en: 'Deductions', fil: 'Mga kaltas' },
  'payslip_pdf.total_deductions': { en: 'Total deductions', fil: 'Kabuuang kaltas' },
  'payslip_pdf.net_pay_heading': { en: 'NET PAY', fil: 'NET PAY (MATATANGGAP)' },
  'payslip_pdf.net_pay': { en: 'Net pay', fil: 'Net pay (matatanggap)' },
  'payslip_pdf.year_to_date': { en: 'Year to date ({year})', fil: 'Mula simula ng taon ({year})' },
  'payslip_pdf.footer': {
    en: 'Issued by payroll. This payslip needs no signature.',
    fil: 'Inilabas ng payroll. Hindi na kailangan ng pirma ang payslip na ito.',
  },
  'payslip_pdf.subject': { en: 'Payslip', fil: 'Payslip' },
  'payslip_pdf.period': {
    en: '{month} {year}, {period, select, 1 {1st cut-off} other {2nd cut-off}}',
    fil: '{month} {year}, {period, select, 1 {unang cut-off} other {ikalawang cut-off}}',
  },
});
