import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { TodayBoard } from '@portal/contracts/today-board';

/** The counts at the top of the board; each is also a filter of the rows below. */
export type BoardFilter = 'all' | 'in' | 'late' | 'not_in' | 'absent' | 'on_leave' | 'official_business' | 'rest_day' | 'missing_timeout_yesterday';

const tiles: { filter: BoardFilter; label: MessageDescriptor; count: (counts: TodayBoard['counts']) => number; tone?: 'warning' | 'error' | 'success' }[] = [
  { filter: 'all', label: msg`People`, count: (counts) => counts.total },
  { filter: 'in', label: msg`In`, count: (counts) => counts.in, tone: 'success' },
  { filter: 'late', label: msg`Late`, count: (counts) => counts.late, tone: 'warning' },
  { filter: 'not_in', label: msg`Not yet in`, count: (counts) => counts.not_in, tone: 'error' },
  { filter: 'absent', label: msg`Absent`, count: (counts) => counts.absent, tone: 'error' },
  { filter: 'on_leave', label: msg`On leave`, count: (counts) => counts.on_leave },
  { filter: 'official_business', label: msg`Official business`, count: (counts) => counts.official_business },
  { filter: 'rest_day', label: msg`Rest day or holiday`, count: (counts) => counts.rest_day },
  { filter: 'missing_timeout_yesterday', label: msg`No time-out yesterday`, count: (counts) => counts.missing_timeout_yesterday, tone: 'warning' },
];

export function BoardCounts({ counts, filter, onFilter }: { counts: TodayBoard['counts'] | undefined; filter: BoardFilter; onFilter: (filter: BoardFilter) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Box component="ul" aria-label={t`Counts`} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(9, 1fr)' }, '& li': { minWidth: 0 } }}>
      {tiles.map((tile) => {
        const selected = tile.filter === filter;
        const value = counts ? tile.count(counts) : '–';
        return (
          <li key={tile.filter}>
            <ButtonBase
              onClick={() => onFilter(selected ? 'all' : tile.filter)}
              aria-pressed={selected}
              sx={{
                width: '100%',
                display: 'block',
                textAlign: 'left',
                p: { xs: 1, sm: 1.25 },
                borderRadius: 1,
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : 'background.paper',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              <Typography component="span" variant="h5" sx={{ display: 'block', fontWeight: 600, fontSize: { xs: '1.25rem', sm: '1.5rem' }, color: tile.tone && Number(value) > 0 ? `${tile.tone}.dark` : 'text.primary' }}>
                {value}
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {i18n._(tile.label)}
              </Typography>
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
