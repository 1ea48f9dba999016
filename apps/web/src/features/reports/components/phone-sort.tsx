import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { ReportColumn } from '../report-columns';

interface PhoneSortProps<Row> {
  columns: ReportColumn<Row>[];
  sort: { id: string; desc: boolean };
  onSort: (sort: { id: string; desc: boolean }) => void;
}

/** Cards have no column headers to click: on a phone the sort is a list and a direction button. */
export function PhoneSort<Row>({ columns, sort, onSort }: PhoneSortProps<Row>) {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, displayPrint: 'none' }}>
      <TextField
        select
        fullWidth
        label={t`Sort by`}
        size="small"
        value={sort.id}
        onChange={(event) => {
          const column = columns.find((candidate) => candidate.id === event.target.value);
          onSort({ id: event.target.value, desc: column?.numeric === true });
        }}
      >
        {columns.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.header}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={sort.desc ? t`Sorted descending: reverse the order` : t`Sorted ascending: reverse the order`}
        onClick={() => onSort({ ...sort, desc: !sort.desc })}
        color="primary"
      >
        {sort.desc ? <ArrowDownward /> : <ArrowUpward />}
      </IconButton>
    </Stack>
  );
}
