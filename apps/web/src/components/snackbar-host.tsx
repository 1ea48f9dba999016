import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticeStore } from '../lib/notify';

// The snackbar's code loads with the first message, not with the login page.
const SnackbarView = lazy(() => import('./snackbar-view').then((module) => ({ default: module.SnackbarView })));

export function SnackbarHost() {
  const notice = useSyncExternalStore(noticeStore.subscribe, noticeStore.get);
  const [everShown] = [notice !== null || shown.value];
  if (notice) shown.value = true;
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView notice={notice} />
    </Suspense>
  );
}

// Once loaded, the view stays mounted so that it can animate closing.
const shown = { value: false };
