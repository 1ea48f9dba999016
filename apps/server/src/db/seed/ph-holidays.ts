/**
 * The Philippine holidays of a year, as the yearly proclamation usually sets them:
 * regular holidays (LH) and special non-working days (SH). Movable feasts follow
 * Easter and the last Monday of August; the Eid holidays follow the Islamic calendar
 * and are listed for the years known. HR corrects a year from the proclamation.
 */
export interface HolidaySeed {
  date: string;
  name: string;
  type: 'LH' | 'SH';
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Gregorian Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function offset(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function lastMondayOfAugust(year: number): string {
  const last = new Date(Date.UTC(year, 7, 31));
  const back = (last.getUTCDay() + 6) % 7;
  return offset(last, -back);
}

const eidHolidays: Record<number, HolidaySeed[]> = {
  2025: [
    { date: '2025-04-01', name: "Eid'l Fitr", type: 'LH' },
    { date: '2025-06-06', name: "Eid'l Adha", type: 'LH' },
  ],
  2026: [
    { date: '2026-03-20', name: "Eid'l Fitr", type: 'LH' },
    { date: '2026-05-27', name: "Eid'l Adha", type: 'LH' },
  ],
  2027: [
    { date: '2027-03-10', name: "Eid'l Fitr", type: 'LH' },
    { date: '2027-05-17', name: "Eid'l Adha", type: 'LH' },
  ],
};

export function philippineHolidays(year: number): HolidaySeed[] {
  const easter = easterSunday(year);
  const list: HolidaySeed[] = [
    { date: iso(year, 1, 1), name: "New Year's Day", type: 'LH' },
    { date: offset(easter, -3), name: 'Maundy Thursday', type: 'LH' },
    { date: offset(easter, -2), name: 'Good Friday', type: 'LH' },
    { date: offset(easter, -1), name: 'Black Saturday', type: 'SH' },
    { date: iso(year, 4, 9), name: 'Araw ng Kagitingan', type: 'LH' },
    { date: iso(year, 5, 1), name: 'Labor Day', type: 'LH' },
    { date: iso(year, 6, 12), name: 'Independence Day', type: 'LH' },
    { date: iso(year, 8, 21), name: 'Ninoy Aquino Day', type: 'SH' },
    { date: lastMondayOfAugust(year), name: 'National Heroes Day', type: 'LH' },
    { date: iso(year, 11, 1), name: "All Saints' Day", type: 'SH' },
    { date: iso(year, 11, 30), name: 'Bonifacio Day', type: 'LH' },
    { date: iso(year, 12, 8), name: 'Feast of the Immaculate Conception', type: 'SH' },
    { date: iso(year, 12, 24), name: 'Christmas Eve', type: 'SH' },
    { date: iso(year, 12, 25), name: 'Christmas Day', type: 'LH' },
    { date: iso(year, 12, 30), name: 'Rizal Day', type: 'LH' },
    { date: iso(year, 12, 31), name: 'Last Day of the Year', type: 'SH' },
    ...(eidHolidays[year] ?? []),
  ];
  // One row per date: if two fall on the same day, the regular holiday wins.
  const byDate = new Map<string, HolidaySeed>();
  for (const holiday of list) {
    const existing = byDate.get(holiday.date);
    if (!existing || (existing.type === 'SH' && holiday.type === 'LH')) byDate.set(holiday.date, holiday);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
