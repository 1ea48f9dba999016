import type { CoeLanguage, EmployeeInfo } from '@portal/contracts/coe';
import { roundAmount } from '@portal/contracts/rules';
import type { CertificateFacts } from './coe.repository';

/**
 * Months of pay in a year's salary: twelve, plus the 13th-month pay every rank-and-
 * file employee is owed under PD 851, as banks and embassies read "annual salary".
 */
export const MONTHS_OF_PAY_A_YEAR = 13;

function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function joinNonEmpty(parts: (string | null | undefined)[], separator: string): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(separator);
}

/** "Day shift, 8:00 AM to 5:00 PM"; in Filipino "Day shift, 8:00 AM hanggang 5:00 PM" (the shift's name is data). */
function workShift(facts: CertificateFacts, language: CoeLanguage): string {
  if (!facts.timein || !facts.timeout) return '';
  return `${facts.shiftdesc ?? facts.shift}, ${twelveHour(facts.timein)} ${language === 'fil' ? 'hanggang' : 'to'} ${twelveHour(facts.timeout)}`;
}

/**
 * Spec §3's certificate information, with its wire names, from one person's facts; the
 * few words it writes itself (the shift's hours) in the certificate's language.
 */
export function toEmployeeInfo(facts: CertificateFacts, language: CoeLanguage = 'en'): EmployeeInfo {
  const monthly = Number(facts.monthly_salary);
  const name = `${facts.firstname} ${facts.lastname}`;
  return {
    employee_name_with_prefix: joinNonEmpty([facts.prefix, name], ' '),
    company_name: facts.company_name,
    firstname: facts.firstname,
    lastname: facts.lastname,
    hire_date: facts.hire_date,
    designation: facts.designation,
    monthly_salary: roundAmount(monthly),
    annual_salary: roundAmount(monthly * MONTHS_OF_PAY_A_YEAR),
    monyl_allowances: roundAmount(Number(facts.monthly_allowances)),
    employment_status: facts.employment_status,
    benefits_coverage: facts.benefits_coverage,
    gender: facts.gender,
    work_shift: workShift(facts, language),
    office_location: joinNonEmpty([facts.office_name, facts.office_address], ', '),
    home_address: facts.home_address,
    signatory: facts.signatory_firstname ? `${facts.signatory_firstname} ${facts.signatory_lastname ?? ''}`.trim() : '',
    signatory_designation: facts.signatory_designation ?? '',
    company_address2: joinNonEmpty([facts.company_address, facts.company_address2], ', '),
    telno: facts.telno,
    emailadd: facts.emailadd,
    company_website: facts.website,
  };
}
