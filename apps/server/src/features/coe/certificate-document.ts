import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { findCoeType, type CoeLanguage, type EmployeeInfo } from '@portal/contracts/coe';
import { formatPhp } from '@portal/contracts/rules';
import { certificateWording, type CertificateWording } from './certificate-wording';

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
  /** The language the request chose: every fixed word of the certificate is in it. */
  language: CoeLanguage;
}

function letterhead(input: CertificateInput, words: CertificateWording, centred: boolean): Content[] {
  const { info } = input;
  const logo: Content[] = input.logo ? [{ image: input.logo, width: centred ? LETTERHEAD_LOGO_WIDTH : LOGO_WIDTH, alignment: 'center', margin: [0, 0, 0, 8] }] : [];
  if (!centred) return logo;
  const contacts = [info.telno && `${words.telephone} ${info.telno}`, info.emailadd, info.company_website].filter(Boolean).join('  |  ');
  return [
    ...logo,
    { text: info.company_name, bold: true, fontSize: 13, alignment: 'center' },
    { text: info.company_address2, alignment: 'center', fontSize: 9 },
    ...(contacts ? [{ text: contacts, alignment: 'center' as const, fontSize: 9 }] : []),
    { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 0.8 }], margin: [0, 0, 0, 6] },
  ];
}

function employmentSentence(input: CertificateInput, words: CertificateWording): Content {
  const { info } = input;
  const { lead, middle, end } = words.employment({
    company: info.company_name,
    hireDate: info.hire_date,
    separationDate: input.separationDate,
    status: info.employment_status,
  });
  return {
    text: [lead, { text: info.employee_name_with_prefix.toUpperCase(), bold: true }, middle, { text: info.designation, bold: true }, end],
    alignment: 'justify',
    margin: [0, 0, 0, 10],
  };
}

function salaryTable(info: EmployeeInfo, words: CertificateWording): Content[] {
  const row = (label: string, amount: number) => [label, { text: formatPhp(amount), alignment: 'right' as const }];
  return [
    { text: words.compensationHeading(info.gender), margin: [0, 0, 0, 4] },
    {
      table: {
        widths: [160, 120],
        body: [row(words.monthlySalary, info.monthly_salary), row(words.annualSalary, info.annual_salary), row(words.monthlyAllowances, info.monyl_allowances)],
      },
      layout: 'lightHorizontalLines',
      margin: [20, 0, 0, 10],
    },
  ];
}

function signatureBlock(input: CertificateInput, words: CertificateWording): Content[] {
  const { info } = input;
  // Until approval the signature stays blank: a draft is never a signed certificate.
  const image: Content =
    input.state !== 'draft' && input.signature
      ? { image: input.signature, width: SIGNATURE_WIDTH }
      : { canvas: [{ type: 'rect', x: 0, y: 0, w: SIGNATURE_WIDTH, h: SIGNATURE_HEIGHT, lineColor: 'white' }] };
  return [
    { text: words.certifiedBy, margin: [0, 24, 0, 2] },
    image,
    { text: info.signatory || '________________________', bold: true },
    { text: info.signatory_designation },
  ];
}

function verificationFooter(input: CertificateInput, words: CertificateWording): Content {
  return {
    columns: [
      { qr: input.verificationUrl, fit: 72, width: 80 },
      {
        width: '*',
        fontSize: 8,
        color: '#555555',
        margin: [6, 10, 0, 0],
        text: [
          words.verificationCode,
          { text: input.verificationCode, bold: true },
          words.verificationHelp(input.verificationUrl),
        ],
      },
    ],
    margin: [0, 30, 0, 0],
  };
}

/**
 * One certificate of employment as a pdfmake document: one of eight templates by type,
 * every fixed word in the language the request chose.
 */
export function buildCertificateDocument(input: CertificateInput): TDocumentDefinitions {
  const type = findCoeType(input.coetype);
  if (!type) throw new Error(`no certificate template for type ${input.coetype}`);
  const words = certificateWording(input.language);
  const { info } = input;
  const lastNameWithPrefix = [input.prefix, info.lastname].filter(Boolean).join(' ');
  const paragraph = (): [number, number, number, number] => [0, 0, 0, 10];
  const body: Content[] = [
    ...(input.state === 'expired' ? [{ text: words.expired, color: 'red', bold: true, fontSize: 12, alignment: 'center' as const, margin: paragraph() }] : []),
    ...letterhead(input, words, type.letterhead),
    { text: words.title, bold: true, fontSize: 14, alignment: 'center', margin: [0, 16, 0, 20] },
    employmentSentence(input, words),
    ...(type.salary ? salaryTable(info, words) : []),
    ...(info.benefits_coverage ? [{ text: words.benefits(info.gender, info.benefits_coverage), margin: paragraph() }] : []),
    ...(info.office_location ? [{ text: words.office(info.gender, info.office_location, info.work_shift), margin: paragraph() }] : []),
    { text: words.purpose(lastNameWithPrefix, type.coetype), margin: paragraph() },
    { text: words.issued(input.reqdate) },
    ...signatureBlock(input, words),
    verificationFooter(input, words),
  ];
  return {
    pageSize: 'A4',
    pageMargins: CERTIFICATE_MARGINS,
    defaultStyle: { fontSize: CERTIFICATE_FONT_SIZE },
    language: input.language === 'fil' ? 'fil-PH' : 'en-PH',
    info: { title: `${words.documentTitle} - ${info.firstname} ${info.lastname}`, subject: words.typeDescription(type.coetype) },
    ...(input.state === 'draft' ? { watermark: { text: words.draft, color: 'blue', opacity: 0.25, bold: true } } : {}),
    ...(input.footer ? { footer: { image: input.footer, fit: FOOTER_IMAGE_FIT, alignment: 'center' as const, margin: [40, 8, 40, 0] as [number, number, number, number] } } : {}),
    content: body,
  };
}
