import type { Notice } from './notification';

/** Account events HR causes. The temporary password is handed over by HR, never written here. */
export function accountCreatedNotice(empId: string, username: string): Notice {
  return {
    recipient: empId,
    category: 'account',
    title: `Your portal account "${username}" was created`,
    body: 'HR gives you a temporary password; you choose your own when you first log in.',
    link: '/timeinout',
  };
}

export function passwordResetNotice(empId: string, username: string): Notice {
  return {
    recipient: empId,
    category: 'account',
    title: `HR reset the password of your portal account "${username}"`,
    body: 'HR gives you a temporary password; you choose a new one when you next log in. If you did not ask for this, tell HR.',
    link: '/timeinout',
  };
}
