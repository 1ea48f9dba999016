import { EXPIRED_TEXT, findCoeType, type CoeLanguage } from '@portal/contracts/coe';
import { formatLongDate } from '@portal/contracts/rules';

/**
 * Every fixed word of the certificate, in the language the request chose. The English
 * is the certificate the portal has always written, word for word; the Filipino is a
 * formal Filipino certificate ("PATUNAY NG PAGTATRABAHO"). Company data, names, the
 * employee's designation and status, and amounts are printed as they are stored.
 */
export interface CertificateWording {
  /** The heading. */
  title: string;
  /** The PDF's title, before the person's name. */
  documentTitle: string;
  /** The watermark of a certificate not yet approved. */
  draft: string;
  /** The red line over a certificate past its validity. */
  expired: string;
  /** Before the company's telephone number in the letterhead. */
  telephone: string;
  longDate(date: string): string;
  /** The employment sentence around the bold name and designation: `lead` NAME `middle` DESIGNATION `end`. */
  employment(facts: { company: string; hireDate: string; separationDate: string | null; status: string }): { lead: string; middle: string; end: string };
  compensationHeading(gender: string): string;
  monthlySalary: string;
  annualSalary: string;
  monthlyAllowances: string;
  benefits(gender: string, coverage: string): string;
  office(gender: string, office: string, shift: string): string;
  purpose(requester: string, coetype: number): string;
  issued(date: string): string;
  certifiedBy: string;
  verificationCode: string;
  verificationHelp(url: string): string;
  /** The type's name, for the PDF's subject. */
  typeDescription(coetype: number): string;
}

function pronouns(gender: string) {
  return gender === 'M' ? { subject: 'He', possessive: 'His' } : { subject: 'She', possessive: 'Her' };
}

const english: CertificateWording = {
  title: 'CERTIFICATE OF EMPLOYMENT',
  documentTitle: 'Certificate of Employment',
  draft: 'DRAFT',
  expired: EXPIRED_TEXT,
  telephone: 'Tel.',
  longDate: formatLongDate,
  employment: ({ company, hireDate, separationDate, status }) => {
    const period = separationDate
      ? `from ${formatLongDate(hireDate)} to ${formatLongDate(separationDate)}`
      : `since ${formatLongDate(hireDate)} up to the present`;
    const role = separationDate ? 'last holding the position of' : 'currently holding the position of';
    return {
      lead: 'This is to certify that ',
      middle: ` has been employed with ${company} ${period}, ${role} `,
      end: status ? ` as a ${status.toLowerCase()} employee.` : '.',
    };
  },
  compensationHeading: (gender) => `${pronouns(gender).possessive} compensation is as follows:`,
  monthlySalary: 'Monthly salary',
  annualSalary: 'Annual salary',
  monthlyAllowances: 'Monthly allowances',
  benefits: (gender, coverage) => `${pronouns(gender).subject} is covered by ${coverage}.`,
  office: (gender, office, shift) => `${pronouns(gender).subject} reports to our office at ${office}${shift ? `, on the ${shift} schedule` : ''}.`,
  purpose: (requester, coetype) => `This certification is issued upon the request of ${requester} for ${findCoeType(coetype)?.purpose ?? ''}.`,
  issued: (date) => `Issued this ${formatLongDate(date)}.`,
  certifiedBy: 'Certified by:',
  verificationCode: 'Verification code: ',
  verificationHelp: (url) => `\nScan the code or open ${url} to confirm that this certificate is genuine and still valid.`,
  typeDescription: (coetype) => findCoeType(coetype)?.description ?? '',
};

const FILIPINO_MONTHS = ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre', 'Oktubre', 'Nobyembre', 'Disyembre'] as const;

/** A date as a formal Filipino document writes it: "ika-27 ng Nobyembre 2026". */
export function filipinoLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `ika-${day} ng ${FILIPINO_MONTHS[month - 1]} ${year}`;
}

/** The eight certificate types in Filipino: the name as the portal's screens show it, and what the certificate says it is for. */
export const filipinoCoeTypes: Record<number, { description: string; purpose: string }> = {
  1: { description: 'Patunay ng pagtatrabaho', purpose: 'anumang legal na layuning maaaring paggamitan nito' },
  2: { description: 'A4 category', purpose: 'aplikasyon sa A4 category' },
  3: { description: 'Border pass', purpose: 'aplikasyon sa border pass' },
  4: { description: 'Aplikasyon sa loan', purpose: 'aplikasyon sa pautang' },
  5: { description: 'Aplikasyon sa credit card', purpose: 'aplikasyon sa credit card' },
  6: { description: 'Aplikasyon sa postpaid plan', purpose: 'aplikasyon sa postpaid plan' },
  7: { description: 'Aplikasyon sa pagbiyahe (walang sahod)', purpose: 'aplikasyon sa pagbiyahe' },
  8: { description: 'Aplikasyon sa pagbiyahe (may sahod)', purpose: 'aplikasyon sa pagbiyahe' },
};

/** A type's name in each language, for a coded message's {description}. */
export function coeTypeDescriptionInEach(coetype: number): { en: string; fil: string } {
  const en = findCoeType(coetype)?.description ?? '';
  return { en, fil: filipinoCoeTypes[coetype]?.description ?? en };
}

// Filipino's third-person pronouns (siya, niya, kanyang) name no gender.
const filipino: CertificateWording = {
  title: 'PATUNAY NG PAGTATRABAHO',
  documentTitle: 'Patunay ng Pagtatrabaho',
  draft: 'BORADOR',
  expired: 'Wala nang bisa ang dokumentong ito. Mag-file ng bagong request.',
  telephone: 'Tel.',
  longDate: filipinoLongDate,
  employment: ({ company, hireDate, separationDate, status }) => ({
    lead: 'Ito ay nagpapatunay na si ',
    middle: separationDate
      ? ` ay naging empleyado ng ${company} mula ${filipinoLongDate(hireDate)} hanggang ${filipinoLongDate(separationDate)}, at ang huli niyang hinawakang posisyon ay `
      : ` ay empleyado ng ${company} mula noong ${filipinoLongDate(hireDate)} hanggang sa kasalukuyan, at kasalukuyang humahawak ng posisyong `,
    end: status ? ` bilang empleyadong ${status.toLowerCase()}.` : '.',
  }),
  compensationHeading: () => 'Ang kanyang kabayaran ay ang mga sumusunod:',
  monthlySalary: 'Buwanang sahod',
  annualSalary: 'Taunang sahod',
  monthlyAllowances: 'Buwanang allowance',
  benefits: (_gender, coverage) => `Siya ay sakop ng ${coverage}.`,
  office: (_gender, office, shift) => `Siya ay pumapasok sa aming tanggapan sa ${office}${shift ? `, sa iskedyul na ${shift}` : ''}.`,
  purpose: (requester, coetype) => `Ang patunay na ito ay ibinibigay sa kahilingan ni ${requester} para sa ${filipinoCoeTypes[coetype]?.purpose ?? ''}.`,
  issued: (date) => `Ibinigay ngayong ${filipinoLongDate(date)}.`,
  certifiedBy: 'Pinatunayan ni:',
  verificationCode: 'Code ng beripikasyon: ',
  verificationHelp: (url) => `\nI-scan ang code o buksan ang ${url} upang matiyak na tunay at may bisa pa ang patunay na ito.`,
  typeDescription: (coetype) => filipinoCoeTypes[coetype]?.description ?? '',
};

const wordings: Record<CoeLanguage, CertificateWording> = { en: english, fil: filipino };

export function certificateWording(language: CoeLanguage): CertificateWording {
  return wordings[language];
}
