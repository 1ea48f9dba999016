import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ThirteenthMonthPerson } from '@portal/contracts/payroll';
import { formatCentavos as pesos } from '@portal/contracts/rules';
import { DataTable, type DataColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { PageHeader } from '../../components/page-header';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useThirteenthMonth } from './api/payroll-run';


const columns: DataColumn<ThirteenthMonthPerson>[] = [
  { id: 'empid', accessorKey: 'empid', header: 'Employee No.' },
  { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
  moneyColumn('basic_earned', 'Basic salary earned', (row) => row.basic_earned),
  moneyColumn('amount', '13th month', (row) => row.amount),
  moneyColumn('exempt', 'Exempt', (row) => row.exempt),
  moneyColumn('taxable', 'Taxable', (row) => row.taxable),
  { id: 'due', header: 'Due', accessorKey: 'due', Cell: ({ row }) => formatDate(row.original.due) },
  { id: 'explanation', header: 'How it is computed', accessorKey: 'explanation' },
];

/**
 * HR's 13th-month pay of a year (PD 851): for everyone paid in it who worked at least
 * a month, basic salary earned ÷ 12 from the year's payslips, what is exempt and
 * taxable, and when it is due (December 24, or on leaving).
 */
export function ThirteenthMonthPage() {
  const thisYear = Number(dateOfInstant(new Date(), getRuntimeConfig().timeZone).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const thirteenth = useThirteenthMonth(year);
  const data = thirteenth.data;
  return (
    <Box>
      <PageHeader title="13th Month Pay" onRefresh={() => void thirteenth.refetch()} refreshing={thirteenth.isFetching} />
      <TextField select label="Year" size="small" value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ minWidth: 110, mb: 1.5 }}>
        {[thisYear - 2, thisYear - 1, thisYear].map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
          {data.totals.people} people · {pesos(data.totals.amount)} in all · {pesos(data.totals.taxable)} taxable above the 90,000.00 exemption
        </Typography>
      )}
      {thirteenth.isError && <Alert severity="error">{thirteenth.error.message}</Alert>}
      <DataTable<ThirteenthMonthPerson>
        label="13th month pay"
        columns={columns}
        rows={data?.people ?? []}
        loading={thirteenth.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="thirteenth-month-row"
        exportFileName={`13th-month-${year}.csv`}
        emptyText={`No one was paid in ${year}: the 13th month is computed from the year's payslips.`}
      />
    </Box>
  );
}
