import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, INTL_LOCALES, languageOfBrowser, type Language } from '@portal/contracts/language-constants';
import { createExternalStore } from './external-store';

// The portal's one i18n instance. English is the source: every message carries its
// English beside its id (vite.config.ts), compiled here the first time it is shown and
// kept, so English needs no catalog and a page's words come with its own code.
// Filipino's catalog (the screens' and the server's messages) is fetched when someone
// reads in it, so the English first screen carries none of it.
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
i18n.setMessagesCompiler((message) => {
  let done = compiled.get(message);
  if (done === undefined) {
    done = compileMessage(message);
    compiled.set(message, done);
  }
  return done;
});

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
