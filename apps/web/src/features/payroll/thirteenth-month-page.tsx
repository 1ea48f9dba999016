import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ThirteenthMonthPerson } from '@portal/contracts/payroll';
import { DataTable, type DataColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { PageHeader } from '../../components/page-header';
import { currentLanguage, i18n } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useThirteenthMonth } from './api/payroll-run';
import { shownPesos as pesos } from '../../lib/money';


/** The columns, headed in the active language (the headers are the export's too). */
function columnsOf(): DataColumn<ThirteenthMonthPerson>[] {
  return [
    { id: 'empid', accessorKey: 'empid', header: i18n._(msg`Employee No.`) },
    { id: 'fullname', accessorKey: 'fullname', header: i18n._(msg`Employee`) },
    moneyColumn('basic_earned', i18n._(msg`Basic salary earned`), (row) => row.basic_earned),
    moneyColumn('amount', i18n._(msg`13th month`), (row) => row.amount),
    moneyColumn('exempt', i18n._(msg`Exempt`), (row) => row.exempt),
    moneyColumn('taxable', i18n._(msg`Taxable`), (row) => row.taxable),
    { id: 'due', header: i18n._(msg`Due`), accessorKey: 'due', Cell: ({ row }) => formatDate(row.original.due) },
    {
      id: 'explanation',
      header: i18n._(msg`How it is computed`),
      // In the reader's language where the server wrote it in both.
      accessorFn: (row) => (currentLanguage() === 'fil' && row.explanation_fil ? row.explanation_fil : row.explanation),
    },
  ];
}

/**
 * HR's 13th-month pay of a year (PD 851): for everyone paid in it who worked at least
 * a month, basic salary earned ÷ 12 from the year's payslips, what is exempt and
 * taxable, and when it is due (December 24, or on leaving).
 */
export function ThirteenthMonthPage() {
  const { t } = useLingui();
  const thisYear = Number(dateOfInstant(new Date(), getRuntimeConfig().timeZone).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const thirteenth = useThirteenthMonth(year);
  const data = thirteenth.data;
  return (
    <Box>
      <PageHeader title={t`13th Month Pay`} onRefresh={() => void thirteenth.refetch()} refreshing={thirteenth.isFetching} />
      <TextField select label={t`Year`} size="small" value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ minWidth: 110, mb: 1.5 }}>
        {[thisYear - 2, thisYear - 1, thisYear].map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
          <YearTotals people={data.totals.people} amount={pesos(data.totals.amount)} taxable={pesos(data.totals.taxable)} />
        </Typography>
      )}
      {thirteenth.isError && <Alert severity="error">{thirteenth.error.message}</Alert>}
      <DataTable<ThirteenthMonthPerson>
        label={t`13th month pay`}
        columns={columnsOf()}
        rows={data?.people ?? []}
        loading={thirteenth.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="thirteenth-month-row"
        exportFileName={`13th-month-${year}.csv`}
        emptyText={t`No one was paid in ${year}: the 13th month is computed from the year's payslips.`}
      />
    </Box>
  );
}

/** "12 people · Php 1.00 in all · Php 0.00 taxable above the 90,000.00 exemption". */
function YearTotals({ people, amount, taxable }: { people: number; amount: string; taxable: string }) {
  return (
    <Trans>
      {people} people · {amount} in all · {taxable} taxable above the 90,000.00 exemption
    </Trans>
  );
}
