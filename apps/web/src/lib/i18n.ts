import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, languageOfBrowser, type Language } from '@portal/contracts/language-constants';
import { createExternalStore } from './external-store';

// The portal's one i18n instance. English is bundled: it is the source language and
// what every screen falls back to. Filipino's catalog is fetched when someone reads in
// it, so the English first screen does not carry it.
import { messages as english } from '../locales/en.po';

const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  fil: async () => (await import('../locales/fil.po')).messages,
};

i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: english });

const language = createExternalStore<Language>(DEFAULT_LANGUAGE);

/** Switches every screen to a language, once its catalog is loaded. */
export async function activateLanguage(next: Language): Promise<void> {
  if (i18n.locale === next && language.get() === next) return;
  const messages = await loaders[next]();
  i18n.loadAndActivate({ locale: next, messages });
  document.documentElement.lang = next;
  language.set(next);
}

/** The language before anyone signs in: the browser's, if the portal has it. */
export function browserLanguage(): Language {
  return languageOfBrowser(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

export function currentLanguage(): Language {
  return language.get();
}

export function onLanguageChange(listener: () => void): () => void {
  return language.subscribe(listener);
}

/** The locale dates, times and numbers are written in: en-PH or fil-PH. */
export function currentIntlLocale(): string {
  return INTL_LOCALES[language.get()];
}

export { i18n };
