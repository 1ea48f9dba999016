import type { PanelState } from './dashboard-panel';

/** A panel's state from its query: loading until the first answer, failed, empty, or ready. */
export function panelState<Data>(query: { data: Data | undefined; isError: boolean; isPlaceholderData: boolean }, isEmpty: (data: Data) => boolean): PanelState {
  // An answer for another department (kept while the chosen one loads) is not shown as this one's failure.
  if (query.isError && (!query.data || query.isPlaceholderData)) return 'error';
  if (!query.data) return 'loading';
  return isEmpty(query.data) ? 'empty' : 'ready';
}

/** Taller charts for more bars: a horizontal bar chart's height from its number of categories. */
export const barsHeight = (categories: number, perCategory = 36) => Math.max(180, 64 + categories * perCategory);
