import { defineMessages } from './messages';

/** Filing leave, in both languages (see messages.ts). {leave} is the leave type's own name. */
export const leaveMessages = defineMessages({
  'leave.not_a_type': {
    en: 'payItem {payItem} is not a leave type; choose one from the list.',
    fil: 'Ang {payItem} ay hindi uri ng leave; pumili mula sa listahan.',
  },
  'leave.crosses_year': {
    en: 'A leave cannot cross into the next year; file one leave per year.',
    fil: 'Hindi puwedeng tumawid sa susunod na taon ang isang leave; mag-file ng isang leave bawat taon.',
  },
  'leave.no_working_day': {
    en: 'There is no working day in {days}: rest days and holidays are not charged.',
    fil: 'Walang araw ng trabaho sa {days}: hindi kinakaltas ang rest day at holiday.',
  },
  'leave.whole_days_only': {
    en: 'noOfHours: leaves are taken in whole working days here (the leave duration switch is off); leave it blank, or send {most} for the {working} working day(s) in {days}.',
    fil: 'Bilang ng oras: buong araw ng trabaho ang leave dito; iwanang blangko, o ilagay ang {most} para sa {working} araw ng trabaho sa {days}.',
  },
  'leave.too_many_hours': {
    en: 'noOfHours {hours} is more than the {working} working day(s) in {days} hold ({most} hours).',
    fil: 'Ang {hours} oras ay higit sa kaya ng {working} araw ng trabaho sa {days} ({most} oras).',
  },
  'leave.not_eligible': {
    en: "{leave} is for {eligibility}, as HR's records stand. If your record is wrong, ask HR to correct it.",
    fil: 'Ang {leave} ay para sa {eligibility}, ayon sa records ng HR. Kung mali ang record mo, hilingin sa HR na itama ito.',
  },
  'leave.overlap': {
    en: 'These dates overlap leave #{recid} ({days}).',
    fil: 'Sumasabay ang mga petsang ito sa leave #{recid} ({days}).',
  },
  'leave.no_entitlement': {
    en: 'There is no {leave} entitlement for {year}.',
    fil: 'Walang {leave} na nakalaan sa iyo para sa {year}.',
  },
  'leave.not_enough': {
    en: 'Not enough {leave}: {hours} hours asked, {available} left for {year} ({entitled} entitled, {used} used, {pending} pending).',
    fil: 'Kulang ang {leave}: {hours} oras ang hinihingi, {available} na lang ang natitira para sa {year} ({entitled} nakalaan, {used} nagamit, {pending} naghihintay).',
  },
  'leave.documents_off': {
    en: 'Supporting documents are not enabled for leave.',
    fil: 'Hindi naka-on ang supporting documents para sa leave.',
  },
  'leave.balance_not_yours': {
    en: "You can read only your own leave balance, or your team members' as their team lead.",
    fil: 'Sarili mong leave balance lang ang makikita mo, o ng mga miyembro ng team mo kung ikaw ang team lead nila.',
  },
  'leave.filed': {
    en: '{leave} #{recid} ({hours} hours, {days}) filed.',
    fil: 'Na-file ang {leave} #{recid} ({hours} oras, {days}).',
  },
  'leave.saved': {
    en: '{leave} #{recid} ({hours} hours, {days}) saved.',
    fil: 'Na-save ang {leave} #{recid} ({hours} oras, {days}).',
  },
  'leave.deleted': {
    en: 'Leave #{recid} deleted; its hours are back in your balance.',
    fil: 'Nabura ang leave #{recid}; naibalik na ang mga oras nito sa balance mo.',
  },
});
