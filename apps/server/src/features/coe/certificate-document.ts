import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { EXPIRED_TEXT, findCoeType } from '@portal/contracts/coe';
import { formatLongDate, formatPhp } from '@portal/contracts/rules';
import type { EmployeeInfo } from '@portal/contracts/coe';

/** Spec §9's page constants. */
export const CERTIFICATE_MARGINS: [number, number, number, number] = [40, 60, 40, 60];
export const CERTIFICATE_FONT_SIZE = 10;
export const SIGNATURE_WIDTH = 78;
export const LOGO_WIDTH = 500;
export const LETTERHEAD_LOGO_WIDTH = 250;
const SIGNATURE_HEIGHT = 39;
/** The footer image lives in the 60-point bottom margin, as wide as the text and at most 44 high. */
export const FOOTER_IMAGE_FIT: [number, number] = [515, 44];

export type CertificateState = 'draft' | 'approved' | 'expired';

export interface CertificateInput {
  info: EmployeeInfo;
  coetype: number;
  /** The date the certificate is issued on (the request's reqDate). */
  reqdate: string;
  /** Mr., Ms., Dr.: how the request line names the person. */
  prefix: string;
  separationDate: string | null;
  state: CertificateState;
  /** Images as data URLs; absent ones leave their space blank. */
  logo: string | null;
  signature: string | null;
  /** Spec §7's static footer image (the company's address strip, ISO marks), at the foot of every page. */
  footer: string | null;
  verificationCode: string;
  verificationUrl: string;
}

function pronouns(gender: string) {
  return gender === 'M' ? { subject: 'He', possessive: 'His' } : { subject: 'She', possessive: 'Her' };
}

function letterhead(input: CertificateInput, centred: boolean): Content[] {
  const { info } = input;
  const logo: Content[] = input.logo ? [{ image: input.logo, width: centred ? LETTERHEAD_LOGO_WIDTH : LOGO_WIDTH, alignment: 'center', margin: [0, 0, 0, 8] }] : [];
  if (!centred) return logo;
  const contacts = [info.telno && `Tel. ${info.telno}`, info.emailadd, info.company_website].filter(Boolean).join('  |  ');
  return [
    ...logo,
    { text: info.company_name, bold: true, fontSize: 13, alignment: 'center' },
    { text: info.company_address2, alignment: 'center', fontSize: 9 },
    ...(contacts ? [{ text: contacts, alignment: 'center' as const, fontSize: 9 }] : []),
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 0.8 }], margin: [0, 0, 0, 6] },
  ];
}

function employmentSentence(input: CertificateInput): Content {
  const { info } = input;
  const period = input.separationDate
    ? `from ${formatLongDate(info.hire_date)} to ${formatLongDate(input.separationDate)}`
    : `since ${formatLongDate(info.hire_date)} up to the present`;
  const role = input.separationDate ? 'last holding the position of' : 'currently holding the position of';
  return {
    text: [
      'This is to certify that ',
      { text: info.employee_name_with_prefix.toUpperCase(), bold: true },
      ` has been employed with ${info.company_name} ${period}, ${role} `,
      { text: info.designation, bold: true },
      info.employment_status ? ` as a ${info.employment_status.toLowerCase()} employee.` : '.',
    ],
    alignment: 'justify',
    margin: [0, 0, 0, 10],
  };
}

function salaryTable(info: EmployeeInfo): Content[] {
  const { possessive } = pronouns(info.gender);
  const row = (label: string, amount: number) => [label, { text: formatPhp(amount), alignment: 'right' as const }];
  return [
    { text: `${possessive} compensation is as follows:`, margin: [0, 0, 0, 4] },
    {
      table: {
        widths: [160, 120],
        body: [row('Monthly salary', info.monthly_salary), row('Annual salary', info.annual_salary), row('Monthly allowances', info.monyl_allowances)],
      },
      layout: 'lightHorizontalLines',
      margin: [20, 0, 0, 10],
    },
  ];
}

function signatureBlock(input: CertificateInput): Content[] {
  const { info } = input;
  // Until approval the signature stays blank: a draft is never a signed certificate.
  const image: Content =
    input.state !== 'draft' && input.signature
      ? { image: input.signature, width: SIGNATURE_WIDTH }
      : { canvas: [{ type: 'rect', x: 0, y: 0, w: SIGNATURE_WIDTH, h: SIGNATURE_HEIGHT, lineColor: 'white' }] };
  return [
    { text: 'Certified by:', margin: [0, 24, 0, 2] },
    image,
    { text: info.signatory || '________________________', bold: true },
    { text: info.signatory_designation },
  ];
}

function verificationFooter(input: CertificateInput): Content {
  return {
    columns: [
      { qr: input.verificationUrl, fit: 72, width: 80 },
      {
        width: '*',
        fontSize: 8,
        color: '#555555',
        margin: [6, 10, 0, 0],
        text: [
          'Verification code: ',
          { text: input.verificationCode, bold: true },
          `\nScan the code or open ${input.verificationUrl} to confirm that this certificate is genuine and still valid.`,
        ],
      },
    ],
    margin: [0, 30, 0, 0],
  };
}

/** One certificate of employment as a pdfmake document: one of eight templates by type. */
export function buildCertificateDocument(input: CertificateInput): TDocumentDefinitions {
  const type = findCoeType(input.coetype);
  if (!type) throw new Error(`no certificate template for type ${input.coetype}`);
  const { info } = input;
  const { subject } = pronouns(info.gender);
  const lastNameWithPrefix = [input.prefix, info.lastname].filter(Boolean).join(' ');
  const body: Content[] = [
    ...(input.state === 'expired' ? [{ text: EXPIRED_TEXT, color: 'red', bold: true, fontSize: 12, alignment: 'center' as const, margin: [0, 0, 0, 10] as [number, number, number, number] }] : []),
    ...letterhead(input, type.letterhead),
    { text: 'CERTIFICATE OF EMPLOYMENT', bold: true, fontSize: 14, alignment: 'center', margin: [0, 16, 0, 20] },
    employmentSentence(input),
    ...(type.salary ? salaryTable(info) : []),
    ...(info.benefits_coverage ? [{ text: `${subject} is covered by ${info.benefits_coverage}.`, margin: [0, 0, 0, 10] as [number, number, number, number] }] : []),
    ...(info.office_location ? [{ text: `${subject} reports to our office at ${info.office_location}${info.work_shift ? `, on the ${info.work_shift} schedule` : ''}.`, margin: [0, 0, 0, 10] as [number, number, number, number] }] : []),
    { text: `This certification is issued upon the request of ${lastNameWithPrefix} for ${type.purpose}.`, margin: [0, 0, 0, 10] },
    { text: `Issued this ${formatLongDate(input.reqdate)}.` },
    ...signatureBlock(input),
    verificationFooter(input),
  ];
  return {
    pageSize: 'A4',
    pageMargins: CERTIFICATE_MARGINS,
    defaultStyle: { fontSize: CERTIFICATE_FONT_SIZE },
    info: { title: `Certificate of Employment - ${info.firstname} ${info.lastname}`, subject: type.description },
    ...(input.state === 'draft' ? { watermark: { text: 'DRAFT', color: 'blue', opacity: 0.25, bold: true } } : {}),
    ...(input.footer ? { footer: { image: input.footer, fit: FOOTER_IMAGE_FIT, alignment: 'center' as const, margin: [40, 8, 40, 0] as [number, number, number, number] } } : {}),
    content: body,
  };
}
