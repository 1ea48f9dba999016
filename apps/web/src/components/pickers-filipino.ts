import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

// MUI X's date and time pickers in Filipino: MUI X ships no Filipino (or Tagalog) pack.
// The field's placeholders (hh:mm aa, MM/DD/YYYY) stay as in English: the order is the
// same, and people type times so.
const views: Record<string, string> = { hours: 'oras', minutes: 'minuto', seconds: 'segundo', meridiem: 'AM/PM' };
const viewName = (view: string) => views[view] ?? view;

export const pickersFilipino: Partial<PickersLocaleText> = {
  previousMonth: 'Nakaraang buwan',
  nextMonth: 'Susunod na buwan',
  openPreviousView: 'Buksan ang nakaraang view',
  openNextView: 'Buksan ang susunod na view',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'Nakabukas ang pagpili ng taon; lumipat sa kalendaryo' : 'Nakabukas ang kalendaryo; lumipat sa pagpili ng taon',
  start: 'Simula',
  end: 'Katapusan',
  startDate: 'Petsa ng simula',
  startTime: 'Oras ng simula',
  endDate: 'Petsa ng katapusan',
  endTime: 'Oras ng katapusan',
  cancelButtonLabel: 'Kanselahin',
  clearButtonLabel: 'Burahin',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Ngayon',
  nextStepButtonLabel: 'Susunod',
  datePickerToolbarTitle: 'Pumili ng petsa',
  dateTimePickerToolbarTitle: 'Pumili ng petsa at oras',
  timePickerToolbarTitle: 'Pumili ng oras',
  dateRangePickerToolbarTitle: 'Pumili ng mga petsa',
  timeRangePickerToolbarTitle: 'Pumili ng mga oras',
  clockLabelText: (view, formattedTime) =>
    `Pumili ng ${viewName(view)}. ${formattedTime ? `Napiling oras: ${formattedTime}` : 'Wala pang napiling oras'}`,
  hoursClockNumberText: (hours) => `${hours} oras`,
  minutesClockNumberText: (minutes) => `${minutes} minuto`,
  secondsClockNumberText: (seconds) => `${seconds} segundo`,
  selectViewText: (view) => `Pumili ng ${viewName(view)}`,
  calendarWeekNumberHeaderLabel: 'Bilang ng linggo',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Linggo ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) => (formattedDate ? `Pumili ng petsa; napili ang ${formattedDate}` : 'Pumili ng petsa'),
  openTimePickerDialogue: (formattedTime) => (formattedTime ? `Pumili ng oras; napili ang ${formattedTime}` : 'Pumili ng oras'),
  openRangePickerDialogue: (formattedRange) => (formattedRange ? `Pumili ng mga petsa; napili ang ${formattedRange}` : 'Pumili ng mga petsa'),
  fieldClearLabel: 'Burahin',
  timeTableLabel: 'pumili ng oras',
  dateTableLabel: 'pumili ng petsa',
  year: 'Taon',
  month: 'Buwan',
  day: 'Araw',
  weekDay: 'Araw ng linggo',
  hours: 'Oras',
  minutes: 'Minuto',
  seconds: 'Segundo',
  meridiem: 'AM/PM',
  empty: 'Walang laman',
};
