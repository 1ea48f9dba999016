import type { MessageTemplates } from './messages';
import { accountMessages } from './account-messages';
import { hrMessages } from './hr-messages';
import { requestTypeMessages } from './request-type-messages';
import { validationMessages } from './validation-messages';
import { coeMessages } from './coe-messages';
import { noticeMessages } from './notice-messages';
import { documentMessages } from './document-messages';
import { leaveMessages } from './leave-messages';
import { requestMessages } from './request-messages';
import { sessionMessages } from './session-messages';
import { timeClockMessages } from './time-clock-messages';

/** Every coded server message, by code: what the server sends and the client renders. */
export const serverMessages = {
  ...accountMessages,
  ...hrMessages,
  ...requestTypeMessages,
  ...validationMessages,
  ...coeMessages,
  ...noticeMessages,
  ...documentMessages,
  ...leaveMessages,
  ...requestMessages,
  ...sessionMessages,
  ...timeClockMessages,
} satisfies Record<string, MessageTemplates>;

export type ServerMessageCode = keyof typeof serverMessages;
