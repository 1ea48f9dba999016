import { coded, type Notice } from './notification';

/** Account events HR causes. The temporary password is handed over by HR, never written here. */
export function accountCreatedNotice(empId: string, username: string): Notice {
  return {
    recipient: empId,
    category: 'account',
    title: coded('notice.account_created', { username }),
    body: coded('notice.account_created_body'),
    link: '/timeinout',
  };
}

export function passwordResetNotice(empId: string, username: string): Notice {
  return {
    recipient: empId,
    category: 'account',
    title: coded('notice.password_reset', { username }),
    body: coded('notice.password_reset_body'),
    link: '/timeinout',
  };
}
