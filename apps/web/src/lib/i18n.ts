import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, languageOfBrowser, type Language } from '@portal/contracts/language-constants';
import { createExternalStore } from './external-store';

// The portal's one i18n instance. English is the source: every message carries its
// English beside its id (vite.config.ts), compiled when the client is built
// (build/precompiled-messages.ts), so English needs no catalog and no message compiler,
// and a page's words come with its own code. Filipino's catalog (the screens' and the
// server's messages) is fetched when someone reads in it, so the English first screen
// carries none of it, nor Lingui's message compiler, which only the server's Filipino
// templates need (lib/server-messages-fil.ts).
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve({}),
  fil: async () => {
    const [catalog, server] = await Promise.all([import('../locales/fil.po'), import('./server-messages-fil')]);
    return { ...catalog.messages, ...server.filipinoServerMessages };
  },
};

i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });

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
