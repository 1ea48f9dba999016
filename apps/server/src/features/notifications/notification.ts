import type { Language } from '@portal/contracts/language-constants';
import type { MessageParams } from '@portal/contracts/messages';
import type { NotificationCategory } from '@portal/contracts/notifications';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import { renderMessage } from '../../lib/messages';

/** A notice's words as a coded message (a template of notice-messages.ts and its parameters). */
export interface NoticeMessage {
  code: ServerMessageCode;
  params?: MessageParams;
}

/**
 * A notice's title or body: a coded message, written in the recipient's language when
 * the notice is stored; '' for no body. Plain text reads the same in every language
 * (for a caller whose words are not coded yet).
 */
export type NoticeText = NoticeMessage | string;

/** One thing one person should learn, as the events below word it; never a password. */
export interface Notice {
  recipient: string;
  category: NotificationCategory;
  title: NoticeText;
  body: NoticeText;
  /** A path inside the portal ("/leaves/requests"). */
  link: string;
  /** For a reminder: the same key is written once, whichever node or check writes it. */
  dedupeKey?: string;
}

/** A notice as it is stored and shown: its words in its recipient's language. */
export interface WrittenNotice extends Omit<Notice, 'title' | 'body'> {
  title: string;
  body: string;
}

export function coded(code: ServerMessageCode, params: MessageParams = {}): NoticeMessage {
  return { code, params };
}

/** A notice's words in one language. */
export function textIn(text: NoticeText, language: Language): string {
  return typeof text === 'string' ? text : renderMessage(text.code, text.params, language);
}

/** A notice written in its reader's language. */
export function writtenIn(notice: Notice, language: Language): WrittenNotice {
  return { ...notice, title: textIn(notice.title, language), body: textIn(notice.body, language) };
}

/** A part of a notice's words in each language, for a parameter of the whole ("Maria Santos and Ana Cruz"). */
export function inEach(code: ServerMessageCode, params: MessageParams = {}): { en: string; fil: string } {
  return { en: renderMessage(code, params, 'en'), fil: renderMessage(code, params, 'fil') };
}
