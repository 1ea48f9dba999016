import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf, type DocumentFaultLog } from '../../pdf/render-pdf';
import type { Form2316 } from './bir-2316.service';
import { pesoWords } from './rules/exact';

const RULE = '#9e9e9e';
const SHADE = '#eeeeee';

/** MM/DD, as the form asks for its period. */
const monthDay = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** A part of the form: its title on a shaded band, then numbered lines with their answers. */
function part(title: string, rows: [string, string, string][]): Content {
  const body: TableCell[][] = [
    [{ text: title, bold: true, colSpan: 3, fillColor: SHADE }, {}, {}],
    ...rows.map(([item, label, value]) => [
      { text: item, color: '#616161' },
      label,
      { text: value, alignment: 'right' as const, noWrap: true, bold: value !== '' },
    ]),
  ];
  return {
    table: { widths: [24, '*', 'auto'], body },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0, hLineColor: () => RULE, paddingTop: () => 1.2, paddingBottom: () => 1.2 },
    margin: [0, 0, 0, 8],
  };
}

const amount = (centavos: number) => pesoWords(centavos);

/** The form as a document: the period, Part I (employee), II (employer), IV-A (summary) and IV-B (details), then the declaration. */
export function form2316Document(form: Form2316): TDocumentDefinitions {
  const { parties, figures } = form;
  const name = `${parties.lastname}, ${parties.firstname}${parties.middlename ? ` ${parties.middlename}` : ''}`;
  const mwe = figures.minimumWageEarner;
  const dailyRate = parties.basis === 'daily' && parties.rate ? amount(Math.round(Number(parties.rate) * 100)) : '';
  const monthlyRate = parties.basis === 'monthly' && parties.rate ? amount(Math.round(Number(parties.rate) * 100)) : '';
  return {
    info: { title: `BIR Form 2316 ${form.year} - ${name}`, author: parties.company_name, subject: 'Certificate of Compensation Payment / Tax Withheld' },
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9 },
    content: [
      {
        columns: [
          { stack: [{ text: 'BIR Form No. 2316', fontSize: 14, bold: true }, { text: 'Certificate of Compensation Payment / Tax Withheld', bold: true }, { text: 'For Compensation Payment With or Without Tax Withheld', color: '#616161' }] },
          { stack: [{ text: `For the year ${form.year}`, bold: true, alignment: 'right' }, { text: `For the period ${monthDay(form.from)} to ${monthDay(form.to)}`, alignment: 'right' }], width: 'auto' },
        ],
        margin: [0, 0, 0, 12],
      },
      part('Part I – Employee information', [
        ['3', "Taxpayer identification number (TIN)", parties.tin ?? 'none on record'],
        ['4', "Employee's name (last, first, middle)", name],
        ['6', 'Registered address', parties.home_address || 'none on record'],
        ['9', 'Statutory minimum wage rate per day', mwe ? dailyRate : ''],
        ['10', 'Statutory minimum wage rate per month', mwe ? monthlyRate : ''],
        ['11', 'Minimum wage earner (MWE) whose compensation is exempt from withholding tax', mwe ? 'Yes' : 'No'],
      ]),
      part('Part II – Employer information (present)', [
        ['12', 'Taxpayer identification number (TIN)', parties.company_tin ?? 'none on record'],
        ['13', "Employer's name", parties.company_name],
        ['14', 'Registered address', parties.company_address],
        ['15', 'Type of employer', 'Main employer'],
      ]),
      part('Part IV-A – Summary', [
        ['19', 'Gross compensation income from present employer (items 38 and 52)', amount(figures.item19GrossCompensation)],
        ['20', 'Less: total non-taxable/exempt compensation income from present employer (item 38)', amount(figures.item20NonTaxable)],
        ['21', 'Taxable compensation income from present employer (item 52)', amount(figures.item21TaxablePresent)],
        ['22', 'Add: taxable compensation income from previous employer', amount(figures.item22TaxablePrevious)],
        ['23', 'Gross taxable compensation income (items 21 and 22)', amount(figures.item23GrossTaxable)],
        ['24', 'Tax due', amount(figures.item24TaxDue)],
        ['25A', 'Amount of taxes withheld: present employer', amount(figures.item25aWithheldPresent)],
        ['25B', 'Amount of taxes withheld: previous employer', amount(figures.item25bWithheldPrevious)],
        ['26', 'Total amount of taxes withheld as adjusted (items 25A and 25B)', amount(figures.item26TotalWithheld)],
      ]),
      part('Part IV-B – Details of compensation income: non-taxable/exempt', [
        ['29', 'Basic salary or statutory minimum wage (MWE)', amount(figures.item29BasicMwe)],
        ['30', 'Holiday pay (MWE)', amount(figures.item30HolidayPayMwe)],
        ['31', 'Overtime pay (MWE)', amount(figures.item31OvertimeMwe)],
        ['32', 'Night shift differential (MWE)', amount(figures.item32NightDifferentialMwe)],
        ['34', '13th month pay and other benefits (up to 90,000.00)', amount(figures.item34ThirteenthMonthAndBenefits)],
        ['36', 'SSS, PhilHealth and Pag-IBIG contributions (employee share)', amount(figures.item36Contributions)],
        ['37', 'Salaries and other forms of compensation (non-taxable allowances)', amount(figures.item37OtherNonTaxable)],
        ['38', 'Total non-taxable/exempt compensation income', amount(figures.item38TotalNonTaxable)],
      ]),
      part('Part IV-B – Details of compensation income: taxable', [
        ['39', 'Basic salary (less the contributions of item 36)', amount(figures.item39Basic)],
        ['44', 'Others: taxable allowances', amount(figures.item44OtherTaxable)],
        ['48', 'Taxable 13th month benefits', amount(figures.item48TaxableThirteenthMonth)],
        ['50', 'Overtime pay', amount(figures.item50Overtime)],
        ['51A', 'Others: holiday pay', amount(figures.item51aHolidayPay)],
        ['51B', 'Others: night shift differential', amount(figures.item51bNightDifferential)],
        ['52', 'Total taxable compensation income', amount(figures.item52TotalTaxable)],
      ]),
      {
        text: 'We declare, under the penalties of perjury, that this certificate has been made in good faith, verified by us, and to the best of our knowledge and belief, is true and correct, pursuant to the provisions of the National Internal Revenue Code, as amended, and the regulations issued under authority thereof.',
        color: '#616161',
        margin: [0, 4, 0, 16],
      },
      {
        columns: [
          { stack: [{ text: parties.signatory ?? '________________________', bold: true }, { text: 'Present employer / authorized agent, signature over printed name' }, { text: 'Date signed: ____________' }] },
          { stack: [{ text: name, bold: true }, { text: 'Employee, signature over printed name' }, { text: 'Date signed: ____________' }] },
        ],
        columnGap: 20,
      },
      { text: `Prepared by the portal from the payslips of ${form.year}.`, color: '#9e9e9e', fontSize: 8, margin: [0, 18, 0, 0] },
    ],
  };
}

export function render2316Pdf(form: Form2316, log?: DocumentFaultLog): Promise<Buffer> {
  return renderPdf(form2316Document(form), log);
}
