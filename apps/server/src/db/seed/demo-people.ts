import type { CivilStatus } from '@portal/contracts/government-ids';

/** The demo company's people. Ids are 8-digit strings (DESIGN §4). */
export interface DemoPerson {
  empId: string;
  username: string;
  firstname: string;
  lastname: string;
  prefix: string;
  gender: 'M' | 'F';
  designation: string;
  department: string;
  shift: 'DAY' | 'MID' | 'NIGHT';
  restDays: number[];
  teamLead: string | null;
  monthlySalary: number;
  flags: { approver?: boolean; coeapprover?: boolean; teamlead?: boolean; hradmin?: boolean; payroll?: boolean };
  civilStatus: CivilStatus;
  /** Holds a solo-parent ID (RA 11861). */
  soloParent?: boolean;
}

export const DEMO_PASSWORD = 'demo1234';

const APPROVER = '00000002';
const TEAM_LEAD = '00000003';

export const demoPeople: DemoPerson[] = [
  { empId: '00000001', username: 'hr', firstname: 'Ana', lastname: 'Garcia', prefix: 'Ms.', gender: 'F', designation: 'HR Manager', department: 'Human Resources', shift: 'DAY', restDays: [0, 6], teamLead: null, monthlySalary: 85000, flags: { hradmin: true, payroll: true, approver: true, coeapprover: true } , civilStatus: 'Married' },
  { empId: APPROVER, username: 'approver', firstname: 'Jose', lastname: 'Reyes', prefix: 'Mr.', gender: 'M', designation: 'Operations Manager', department: 'Operations', shift: 'DAY', restDays: [0, 6], teamLead: null, monthlySalary: 95000, flags: { approver: true, coeapprover: true } , civilStatus: 'Married' },
  { empId: TEAM_LEAD, username: 'teamlead', firstname: 'Maria', lastname: 'Santos', prefix: 'Ms.', gender: 'F', designation: 'Team Lead', department: 'Operations', shift: 'DAY', restDays: [0, 6], teamLead: APPROVER, monthlySalary: 55000, flags: { approver: true, teamlead: true } , civilStatus: 'Single', soloParent: true },
  { empId: '00000004', username: 'employee', firstname: 'Juan', lastname: 'dela Cruz', prefix: 'Mr.', gender: 'M', designation: 'Customer Support Associate', department: 'Operations', shift: 'DAY', restDays: [0, 6], teamLead: TEAM_LEAD, monthlySalary: 28000, flags: {} , civilStatus: 'Married' },
  { empId: '00000005', username: 'pedro', firstname: 'Pedro', lastname: 'Bautista', prefix: 'Mr.', gender: 'M', designation: 'Customer Support Associate', department: 'Operations', shift: 'DAY', restDays: [0, 6], teamLead: TEAM_LEAD, monthlySalary: 27000, flags: {} , civilStatus: 'Single' },
  { empId: '00000006', username: 'liza', firstname: 'Liza', lastname: 'Mendoza', prefix: 'Ms.', gender: 'F', designation: 'Customer Support Associate', department: 'Operations', shift: 'MID', restDays: [0, 1], teamLead: TEAM_LEAD, monthlySalary: 27500, flags: {} , civilStatus: 'Married' },
  { empId: '00000007', username: 'ramon', firstname: 'Ramon', lastname: 'Villanueva', prefix: 'Mr.', gender: 'M', designation: 'Night Support Associate', department: 'Operations', shift: 'NIGHT', restDays: [5, 6], teamLead: TEAM_LEAD, monthlySalary: 29000, flags: {} , civilStatus: 'Widowed', soloParent: true },
  { empId: '00000008', username: 'grace', firstname: 'Grace', lastname: 'Aquino', prefix: 'Ms.', gender: 'F', designation: 'Quality Analyst', department: 'Operations', shift: 'DAY', restDays: [0, 6], teamLead: TEAM_LEAD, monthlySalary: 31000, flags: {} , civilStatus: 'Single' },
  { empId: '00000009', username: 'carlo', firstname: 'Carlo', lastname: 'Ramos', prefix: 'Mr.', gender: 'M', designation: 'Customer Support Associate', department: 'Operations', shift: 'DAY', restDays: [0, 6], teamLead: TEAM_LEAD, monthlySalary: 26500, flags: {} , civilStatus: 'Single' },
];

export const demoShifts = [
  { shift: 'DAY', shiftdesc: 'Day shift', timein: '08:00', timeout: '17:00', break_start: '12:00', break_minutes: 60 },
  { shift: 'MID', shiftdesc: 'Mid shift', timein: '13:00', timeout: '22:00', break_start: '17:00', break_minutes: 60 },
  { shift: 'NIGHT', shiftdesc: 'Night shift', timein: '22:00', timeout: '07:00', break_start: '02:00', break_minutes: 60 },
];

export const demoOffice = {
  name: 'Makati Head Office',
  address: 'Ayala Avenue, Makati City, Metro Manila',
  lat: 14.5547,
  lng: 121.0244,
  radius_m: 300,
};
