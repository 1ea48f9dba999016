import type { Language } from './language-constants';

// Server messages with a code and parameters (ICU MessageFormat), so the client can
// show a refusal or a confirmation in the person's language, and e-mails and PDFs can
// be written in the reader's. The English template renders word for word the text
// the portal has always sent in `message`; every template has its Filipino, which the
// type below requires.

export interface MessageTemplates {
  readonly en: string;
  readonly fil: string;
}

/** A parameter: a number, text that reads the same in both languages, or text written for each. */
export type MessageParam = string | number | Readonly<Record<Language, string>>;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** What a coded message adds to an answer beside its English `message`. */
export interface CodedMessageFields {
  message_code?: string;
  params?: MessageParams;
}

/** A catalogue of one area's messages; its codes are "area.name". */
export function defineMessages<const T extends Record<string, MessageTemplates>>(messages: T): T {
  return messages;
}

// The i18n library turns "\u0041" and "\x41" in a rendered message into the characters
// they name, parameters included; a backslash a person typed (a reason, a file name) is
// shielded while the message renders, and given back after.
const SHIELDED_BACKSLASH = '\uE000';

/** The parameters as one language reads them, their backslashes shielded (see unshield). */
export function paramsIn(params: MessageParams | undefined, language: Language): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const text = typeof value === 'object' ? value[language] : value;
    out[name] = typeof text === 'string' ? text.replaceAll('\\', SHIELDED_BACKSLASH) : text;
  }
  return out;
}

/** A rendered message with its parameters' backslashes given back. */
export function unshield(text: string): string {
  return text.replaceAll(SHIELDED_BACKSLASH, '\\');
}
