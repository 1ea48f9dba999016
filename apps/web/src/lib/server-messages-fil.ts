import type { Messages } from '@lingui/core';
import { serverMessages } from '@portal/contracts/server-messages';

/**
 * The server's coded messages in Filipino, under their codes, for the i18n instance
 * (which compiles each the first time it is shown). Loaded with the Filipino catalog
 * only: English readers get the server's own English `message` and never fetch this.
 */
export const filipinoServerMessages: Messages = Object.fromEntries(
  Object.entries(serverMessages).map(([code, templates]) => [code, templates.fil]),
);
