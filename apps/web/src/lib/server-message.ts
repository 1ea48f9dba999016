import { paramsIn, unshield, type MessageParams } from '@portal/contracts/messages';
import { currentLanguage, i18n } from './i18n';

/**
 * What the server said, in the person's language: a coded message (message_code and
 * params) rendered from the catalogue when they read Filipino, else the server's own
 * English `message`, word for word.
 */
export function readServerMessage(body: { message: string; message_code?: unknown; params?: unknown }): string {
  const language = currentLanguage();
  if (language === 'en' || typeof body.message_code !== 'string') return body.message;
  const code = body.message_code;
  // A code this build does not know (a newer server) reads as the server wrote it.
  if (!(code in i18n.messages)) return body.message;
  return unshield(i18n._(code, paramsIn((body.params ?? {}) as MessageParams, language)));
}
