// Values as a spreadsheet writes them when a CSV is saved from Excel or Google
// Sheets on a Philippine (en-PH / en-US) machine, read into the wire formats.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoIfReal(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date as YYYY-MM-DD from: 2025-03-15, 3/15/2025 or 03/15/2025 (month first, as
 * Excel writes it here), 15-Mar-2025, Mar 15, 2025 or 15 March 2025. Null when it is
 * none of these or not a real day (2/30/2025).
 */
export function readSpreadsheetDate(value: string): string | null {
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return isoIfReal(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return isoIfReal(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s,]+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? isoIfReal(Number(match[3]), month, Number(match[1])) : null;
  }
  match = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? isoIfReal(Number(match[3]), month, Number(match[2])) : null;
  }
  return null;
}

/**
 * An amount from 18000, 18,000, 18,000.50, ₱18,000 or PHP 18,000.00 (thousands
 * separated by commas in groups of three). Null when it is not one, or negative.
 */
export function readSpreadsheetAmount(value: string): number | null {
  const plain = plainAmountText(value);
  return plain === null ? null : Number(plain);
}

/**
 * The same amounts as plain text ("18000.50"), for readers that count exact
 * centavos from text: null when it is not one.
 */
export function plainAmountText(value: string): string | null {
  const text = value.trim().replace(/^(₱|php\.?|p)\s*/i, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  return text.replace(/,/g, '');
}

const GENDER_WORDS: Record<string, 'M' | 'F'> = { m: 'M', male: 'M', man: 'M', lalaki: 'M', f: 'F', female: 'F', woman: 'F', babae: 'F' };

/** M or F from M, F, Male, Female (any case), or Lalaki, Babae. Null otherwise. */
export function readSpreadsheetGender(value: string): 'M' | 'F' | null {
  return GENDER_WORDS[value.trim().toLowerCase()] ?? null;
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 0 to 6 from "6", "sat", "sat." or "saturday" (three letters of the name at least). */
function weekdayOf(part: string): number | null {
  if (/^[0-6]$/.test(part)) return Number(part);
  const name = part.replace(/\.$/, '');
  if (name.length < 3) return null;
  const index = WEEKDAY_NAMES.findIndex((day) => day.startsWith(name));
  return index >= 0 ? index : null;
}

/**
 * Weekday numbers (0 Sunday to 6 Saturday), sorted, from "0;6", "Sat,Sun",
 * "Saturday and Sunday" or "sat / sun": separated by ; , / | spaces or "and". Null
 * when a part is no weekday or one is named twice; an empty cell is none.
 */
export function readSpreadsheetWeekdays(value: string): number[] | null {
  const parts = value.trim().toLowerCase().split(/\s*(?:[;,/|]|\band\b|\s)\s*/).filter(Boolean);
  const days = parts.map(weekdayOf);
  if (days.some((day) => day === null) || new Set(days).size !== days.length) return null;
  return (days as number[]).sort((a, b) => a - b);
}
