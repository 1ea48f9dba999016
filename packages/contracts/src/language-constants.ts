// The portal's languages, without zod, for the login page's critical path.

/** English (the spec's texts, word for word) and Filipino. */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language shown before anyone signs in and wherever nothing else decides. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats dates, times and numbers in: the Philippines'. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

/** Each language by its own name, as a picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages the portal has (Tagalog counts as Filipino); English otherwise. */
export function languageOfBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fil' || base === 'tl') return 'fil';
    if (base === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}
