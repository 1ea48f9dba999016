import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/Calculate';
import type { PayrollRun } from '@portal/contracts/payroll';
import { formatCentavos as pesos } from '@portal/contracts/rules';
import { CutoffPicker, lastEndedCutoff, type CutoffChoice } from '../../components/cutoff-picker';
import { DataTable, type DataColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { PageHeader } from '../../components/page-header';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useComputePayrollRun, usePayrollRun } from './api/payroll-run';
import { PayslipLinesDialog } from './components/payslip-lines-dialog';
import { RunStatusActions } from './components/run-status-actions';

type Person = PayrollRun['people'][number];

const columns: DataColumn<Person>[] = [
  { id: 'empid', accessorKey: 'empid', header: 'Employee No.' },
  { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
  moneyColumn('gross', 'Gross pay', (row) => row.gross),
  moneyColumn('net', 'Net pay', (row) => row.net),
  { id: 'problems', header: 'Needs attention', accessorFn: (row) => row.problems.join(' ') },
];

/**
 * HR's payroll for a cut-off: compute the draft from attendance and pay data, read
 * each person's gross and net pay and what keeps it from being final, and open anyone's
 * lines with how each was computed.
 */
export function PayrollRunPage() {
  const today = dateOfInstant(new Date(), getRuntimeConfig().timeZone);
  const [choice, setChoice] = useState<CutoffChoice>(() => lastEndedCutoff(today));
  const run = usePayrollRun(choice);
  const compute = useComputePayrollRun(choice);
  const [open, setOpen] = useState<Person | null>(null);
  const data = run.data;
  const final = data?.status === 'locked' || data?.status === 'released';
  return (
    <Box>
      <PageHeader title="Payroll Run" onRefresh={() => void run.refetch()} refreshing={run.isFetching} />
      <CutoffPicker choice={choice} today={today} onChange={setChoice} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        {!final && (
          <Button variant="contained" startIcon={<Calculate />} loading={compute.isPending} disabled={run.isLoading} onClick={() => compute.mutate()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {data ? 'Compute the draft again' : 'Compute the draft'}
          </Button>
        )}
        {data && <RunStatusActions run={data} choice={choice} />}
        {data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-live="polite">
            <Chip size="small" label={data.status === 'draft' ? 'Draft' : data.status[0]!.toUpperCase() + data.status.slice(1)} color={data.status === 'draft' ? 'default' : 'success'} />
            <Typography variant="body2" color="text.secondary">
              {formatDate(data.from)} to {formatDate(data.to)} · {data.totals.people} people · gross {pesos(data.totals.gross)} · net {pesos(data.totals.net)}
            </Typography>
          </Stack>
        )}
      </Stack>
      {data && data.totals.with_problems > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {data.totals.with_problems} {data.totals.with_problems === 1 ? 'person needs' : 'people need'} attention before the run is final: see the last column.
        </Alert>
      )}
      {final && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          This run is {data.status}: requests for {formatDate(data.from)} to {formatDate(data.to)} can no longer be filed, changed or approved. Make a change in the next payroll.
        </Alert>
      )}
      {run.isError && <Alert severity="error">{run.error.message}</Alert>}
      {data === null && !run.isFetching && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No run for this cut-off yet. Compute the draft: it reads the cut-off’s attendance and everyone’s pay data, and can be computed again as often as needed.
        </Typography>
      )}
      {data && (
        <DataTable<Person>
          label="Payroll run"
          columns={columns}
          rows={data.people}
          loading={run.isLoading}
          rowId={(row) => row.empid}
          initialSorting={[{ id: 'fullname', desc: false }]}
          pinnedLeft={['fullname']}
          searchable
          testId="payroll-run-row"
          exportFileName={`payroll-run-${data.from}-to-${data.to}.csv`}
          emptyText="No one was employed in this cut-off."
          rowActions={(row) => (
            <Button size="small" onClick={() => setOpen(row)} aria-label={`Lines of ${row.empid}`}>
              Lines
            </Button>
          )}
        />
      )}
      {open && <PayslipLinesDialog choice={choice} empId={open.empid} name={`${open.fullname} (${open.empid})`} onClose={() => setOpen(null)} />}
    </Box>
  );
}
