import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { serverMessages } from '@portal/contracts/server-messages';

/**
 * The server's coded messages in Filipino, under their codes, compiled for the i18n
 * instance (the screens' messages are compiled when the client is built). Loaded with
 * the Filipino catalog only: English readers get the server's own English `message`
 * and never fetch this, nor the compiler.
 */
export const filipinoServerMessages: Messages = Object.fromEntries(
  Object.entries(serverMessages).map(([code, templates]) => {
    const compiled = compileMessage(templates.fil);
    // As Lingui's compiled catalogs keep a plain message: an array, which it reads as it is.
    return [code, typeof compiled === 'string' ? [compiled] : compiled];
  }),
);
