/** Who is calling, as the session plugin resolved it from the cookie. Never from the client's body. */
export interface CurrentUser {
  empId: string;
  username: string;
  firstname: string;
  lastname: string;
  approver: boolean;
  coeapprover: boolean;
  payslip: boolean;
  teamlead: boolean;
  hradmin: boolean;
  /** With hradmin: pay data and payroll. */
  payroll: boolean;
  mustChangePassword: boolean;
  /** What the session still owes before anything else (see secondFactorOwed). */
  secondFactor: 'verify' | 'enrol' | null;
  sessionTokenHash: string;
  /** The employee's records version as this call's session statement read it (see TimeRecordsCache). */
  recordsVersion: number;
}

export function fullName(person: { firstname: string; lastname: string }): string {
  return `${person.firstname} ${person.lastname}`;
}
