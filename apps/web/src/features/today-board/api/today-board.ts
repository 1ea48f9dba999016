import { useQuery } from '@tanstack/react-query';
import { todayBoardRoutes } from '@portal/contracts/today-board';
import { callApi } from '../../../lib/api-client';

/** The board reads itself again every minute while it is open (and when the tab comes back). */
export const BOARD_REFRESH_MS = 60_000;

export function useTodayBoard(department: string) {
  return useQuery({
    queryKey: ['today-board', department],
    queryFn: ({ signal }) => callApi(todayBoardRoutes.board, { query: department ? { department } : {}, signal }),
    refetchInterval: BOARD_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}
