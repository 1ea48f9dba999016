import { defineMessages } from './messages';

/** Signing in and what a session may do, in both languages (see messages.ts). */
export const sessionMessages = defineMessages({
  'session.wrong_credentials': {
    en: 'Incorrect username or password.',
    fil: 'Mali ang username o password.',
  },
  'session.locked': {
    en: 'Too many failed attempts. This account is locked; try again in {minutes, plural, one {# minute} other {# minutes}}.',
    fil: 'Sobrang dami ng maling subok. Naka-lock ang account na ito; subukan ulit pagkalipas ng {minutes} minuto.',
  },
  'session.inactive': {
    en: 'This account is no longer active. Please contact HR.',
    fil: 'Hindi na aktibo ang account na ito. Pakikontak ang HR.',
  },
  'session.passwords_off': {
    en: 'Sign in with {provider}: the company has turned off passwords.',
    fil: 'Mag-sign in gamit ang {provider}: pinatay ng kumpanya ang paggamit ng password.',
  },
  'session.ended': {
    en: 'Your session has ended. Please log in again.',
    fil: 'Natapos na ang session mo. Pakilog in ulit.',
  },
  'session.expired': {
    en: 'Your session has expired. Please log in again.',
    fil: 'Nag-expire na ang session mo. Pakilog in ulit.',
  },
  'session.token_expired': {
    en: 'Token has expired. Please log in again.',
    fil: 'Nag-expire na ang session mo. Pakilog in ulit.',
  },
  'session.own_password_only': {
    en: 'You can only change your own password.',
    fil: 'Sarili mong password lang ang mapapalitan mo.',
  },
  'session.change_temporary_password': {
    en: 'Change your temporary password before you go on.',
    fil: 'Palitan muna ang pansamantala mong password bago magpatuloy.',
  },
  'session.second_factor_pending': {
    en: 'Enter the code from your authenticator app before you go on.',
    fil: 'Ilagay muna ang code mula sa authenticator app mo bago magpatuloy.',
  },
  'session.second_factor_enrol': {
    en: 'Set up a second factor in My Profile before you go on: the company requires it for your role.',
    fil: 'Mag-set up muna ng second factor sa Aking Profile bago magpatuloy: kailangan ito ng kumpanya para sa role mo.',
  },
  'session.logged_out': {
    en: 'You have been logged out.',
    fil: 'Naka-log out ka na.',
  },
  'session.too_many_requests': {
    en: 'Too many attempts. Wait a minute, then try again.',
    fil: 'Sobrang dami ng subok. Maghintay ng isang minuto, saka subukan ulit.',
  },
  'session.server_fault': {
    en: 'Something went wrong on our side. It has been logged; please try again.',
    fil: 'May nangyaring mali sa panig namin. Naitala na ito; pakisubukan po ulit.',
  },
});
