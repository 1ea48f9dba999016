import { createExternalStore } from './external-store';

export interface Notice {
  id: number;
  severity: 'success' | 'error';
  message: string;
}

let nextId = 1;
export const noticeStore = createExternalStore<Notice | null>(null);

/** The green and red snackbars of spec §8, callable from anywhere. */
export const notify = {
  success(message: string) {
    noticeStore.set({ id: nextId++, severity: 'success', message });
  },
  error(message: string) {
    noticeStore.set({ id: nextId++, severity: 'error', message });
  },
  clear() {
    noticeStore.set(null);
  },
};
