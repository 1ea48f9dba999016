import { defineMessages } from './messages';

/** What the time clock answers a punch with, in both languages (see messages.ts). */
export const timeClockMessages = defineMessages({
  'time_clock.already_in': {
    en: 'You are already timed in since {since}. Time out first.',
    fil: 'Naka-time in ka na mula {since}. Mag-time out ka muna.',
  },
  'time_clock.no_open_time_in': {
    en: 'You have no open time-in to close. Time in first.',
    fil: 'Wala kang bukas na time in na isasara. Mag-time in ka muna.',
  },
  'time_clock.later_punch': {
    en: 'This punch, at {at}, is older than your punch at {latest}, so it cannot be added. File an attendance adjustment for that day if it is needed.',
    fil: 'Ang punch na ito, {at}, ay mas luma sa punch mo noong {latest}, kaya hindi na ito maidadagdag. Mag-file ng attendance adjustment para sa araw na iyon kung kailangan.',
  },
  'time_clock.key_reused': {
    en: 'This punch was sent with the key of another punch already stored (at {at}), so it was not stored. Punch again, or file an attendance adjustment for that time.',
    fil: 'Naipadala ang punch na ito gamit ang key ng ibang punch na nakatala na ({at}), kaya hindi ito naitala. Mag-punch ulit, o mag-file ng attendance adjustment para sa oras na iyon.',
  },
  'time_clock.future_punch': {
    en: 'This punch is dated {when}, which is still to come. Check the date and time on your phone, then punch again.',
    fil: 'Ang petsa ng punch na ito ay {when}, na hindi pa dumarating. Tingnan ang petsa at oras ng phone mo, saka mag-punch ulit.',
  },
  'time_clock.too_old': {
    en: 'This punch, at {when}, is older than {hours, plural, one {# hour} other {# hours}} and can no longer be sent. File an attendance adjustment for that day instead.',
    fil: 'Ang punch na ito, {when}, ay lampas na sa {hours} oras kaya hindi na maipapadala. Mag-file na lang ng attendance adjustment para sa araw na iyon.',
  },
  'time_clock.phone_clock_off': {
    en: "Your phone's clock says {date}, more than a year from today, so this punch was not taken. Set the phone's date and time to automatic, then punch again.",
    fil: 'Ang orasan ng phone mo ay nasa {date}, higit isang taon ang layo sa ngayon, kaya hindi natanggap ang punch. Gawing automatic ang petsa at oras ng phone, saka mag-punch ulit.',
  },
  'time_clock.reason_unknown_location': {
    en: 'Your location is unknown. Say why you are punching from here, and punch again.',
    fil: 'Hindi alam ang lokasyon mo. Sabihin kung bakit dito ka nagpa-punch, saka mag-punch ulit.',
  },
  'time_clock.reason_outside': {
    en: 'You are outside the {office} area ({distance} away). Say why you are punching from here, and punch again.',
    fil: 'Nasa labas ka ng lugar ng {office} ({distance} ang layo). Sabihin kung bakit dito ka nagpa-punch, saka mag-punch ulit.',
  },
  'time_clock.refused_no_location': {
    en: '{office} needs your location to {direction, select, in {time in} other {time out}}. Allow location access for this site and try again, or ask HR.',
    fil: 'Kailangan ng {office} ang lokasyon mo para {direction, select, in {mag-time in} other {mag-time out}}. Payagan ang location access para sa site na ito at subukan ulit, o magtanong sa HR.',
  },
  'time_clock.refused_outside': {
    en: 'You are outside the {office} area ({distance} away). {direction, select, in {Time in} other {Time out}} from the office, or ask HR.',
    fil: 'Nasa labas ka ng lugar ng {office} ({distance} ang layo). {direction, select, in {Mag-time in} other {Mag-time out}} sa opisina, o magtanong sa HR.',
  },
  'time_clock.range_order': {
    en: 'fromDate must be on or before toDate.',
    fil: 'Ang simulang petsa ay dapat hindi lalampas sa huling petsa.',
  },
  'time_clock.range_too_long': {
    en: 'Choose a range of at most {days} days.',
    fil: 'Pumili ng hanggang {days} araw lang.',
  },
  'time_clock.no_address': {
    en: 'No address is known near that position.',
    fil: 'Walang kilalang address malapit sa lugar na iyon.',
  },
});
