import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@portal/contracts/language-constants';
import { paramsIn, unshield, type MessageParams } from '@portal/contracts/messages';
import { serverMessages, type ServerMessageCode } from '@portal/contracts/server-messages';

/** A message the server sends: its code and parameters, and its English text for `message`. */
export interface PortalMessage {
  code: ServerMessageCode;
  params: MessageParams;
  text: string;
}

// One i18n instance per language, each holding every server message under its code;
// the templates are compiled once, on first use.
const instances = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = setupI18n();
    instance.setMessagesCompiler(compileMessage);
    const messages = Object.fromEntries(Object.entries(serverMessages).map(([code, templates]) => [code, templates[language]]));
    instance.loadAndActivate({ locale: language, messages });
    instances.set(language, instance);
  }
  return instance;
}

/** A server message in one language. */
export function renderMessage(code: ServerMessageCode, params: MessageParams | undefined, language: Language): string {
  return unshield(i18nFor(language)._(code, paramsIn(params, language)));
}

/** A coded message, with its English text as the portal has always written it. */
export function say(code: ServerMessageCode, params: MessageParams = {}): PortalMessage {
  return { code, params, text: renderMessage(code, params, 'en') };
}

/** An answer's message: its English text, and the code and parameters to render it in another language. */
export interface CodedAnswer {
  message: string;
  message_code: string;
  params: MessageParams;
}

export function codedFields(message: PortalMessage): CodedAnswer {
  return { message: message.text, message_code: message.code, params: message.params };
}

