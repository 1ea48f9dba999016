import type { MessageParams } from '@portal/contracts/messages';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import { renderMessage } from '../../lib/messages';

/** A text a payroll person reads, in English (as the portal always wrote it) and in Filipino. */
export interface Wording {
  en: string;
  fil: string;
}

/** A coded message rendered in both languages. */
export function inBoth(code: ServerMessageCode, params: MessageParams = {}): Wording {
  return { en: renderMessage(code, params, 'en'), fil: renderMessage(code, params, 'fil') };
}

/** Sentences one after another, in each language. */
export function joined(...parts: Wording[]): Wording {
  return { en: parts.map((part) => part.en).join(' '), fil: parts.map((part) => part.fil).join(' ') };
}

/** A pay line's explanation fields: the English, and its Filipino beside it. */
export function explained(wording: Wording): { explanation: string; explanation_fil: string } {
  return { explanation: wording.en, explanation_fil: wording.fil };
}

/** A stored explanation in both languages: one computed before the Filipino was kept reads in English. */
export function explanationOf(line: { explanation: string; explanation_fil?: string | undefined }): Wording {
  return { en: line.explanation, fil: line.explanation_fil ?? line.explanation };
}
