import { useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/Calculate';
import type { PayrollRun } from '@portal/contracts/payroll';
import { CutoffPicker, lastEndedCutoff, type CutoffChoice } from '../../components/cutoff-picker';
import { DataTable, type DataColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { PageHeader } from '../../components/page-header';
import { currentLanguage, i18n } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useComputePayrollRun, usePayrollRun } from './api/payroll-run';
import { runStatusLabel } from './payroll-words';
import { shownPesos as pesos } from '../../lib/money';
import { PayslipLinesDialog } from './components/payslip-lines-dialog';
import { RunStatusActions } from './components/run-status-actions';

type Person = PayrollRun['people'][number];

/** A person's problem lines in the active language; a run computed before they came in Filipino shows the English. */
function problemsShown(person: Person): string[] {
  return currentLanguage() === 'fil' && person.problems_fil ? person.problems_fil : person.problems;
}

/** The run's columns, headed in the active language (the headers are the export's too). */
function columnsOf(): DataColumn<Person>[] {
  return [
    { id: 'empid', accessorKey: 'empid', header: i18n._(msg`Employee No.`) },
    { id: 'fullname', accessorKey: 'fullname', header: i18n._(msg`Employee`) },
    moneyColumn('gross', i18n._(msg`Gross pay`), (row) => row.gross),
    moneyColumn('net', i18n._(msg`Net pay`), (row) => row.net),
    { id: 'problems', header: i18n._(msg`Needs attention`), accessorFn: (row) => problemsShown(row).join(' ') },
  ];
}

/**
 * HR's payroll for a cut-off: compute the draft from attendance and pay data, read
 * each person's gross and net pay and what keeps it from being final, and open anyone's
 * lines with how each was computed.
 */
export function PayrollRunPage() {
  const { t } = useLingui();
  const today = dateOfInstant(new Date(), getRuntimeConfig().timeZone);
  const [choice, setChoice] = useState<CutoffChoice>(() => lastEndedCutoff(today));
  const run = usePayrollRun(choice);
  const compute = useComputePayrollRun(choice);
  const [open, setOpen] = useState<Person | null>(null);
  const data = run.data;
  const final = data?.status === 'locked' || data?.status === 'released';
  const from = data ? formatDate(data.from) : '';
  const to = data ? formatDate(data.to) : '';
  const needing = data?.totals.with_problems ?? 0;
  return (
    <Box>
      <PageHeader title={t`Payroll Run`} onRefresh={() => void run.refetch()} refreshing={run.isFetching} />
      <CutoffPicker choice={choice} today={today} onChange={setChoice} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        {!final && (
          <Button variant="contained" startIcon={<Calculate />} loading={compute.isPending} disabled={run.isLoading} onClick={() => compute.mutate()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {data ? <Trans>Compute the draft again</Trans> : <Trans>Compute the draft</Trans>}
          </Button>
        )}
        {data && <RunStatusActions run={data} choice={choice} />}
        {data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-live="polite">
            <Chip size="small" label={runStatusLabel(data.status)} color={data.status === 'draft' ? 'default' : 'success'} />
            <Typography variant="body2" color="text.secondary">
              <RunTotals run={data} from={from} to={to} />
            </Typography>
          </Stack>
        )}
      </Stack>
      {data && needing > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t`${plural(needing, { one: '# person needs attention before the run is final: see the last column.', other: '# people need attention before the run is final: see the last column.' })}`}
        </Alert>
      )}
      {final && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {data.status === 'locked' ? (
            <Trans>This run is locked: requests for {from} to {to} can no longer be filed, changed or approved. Make a change in the next payroll.</Trans>
          ) : (
            <Trans>This run is released: requests for {from} to {to} can no longer be filed, changed or approved. Make a change in the next payroll.</Trans>
          )}
        </Alert>
      )}
      {run.isError && <Alert severity="error">{run.error.message}</Alert>}
      {data === null && !run.isFetching && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          <Trans>No run for this cut-off yet. Compute the draft: it reads the cut-off’s attendance and everyone’s pay data, and can be computed again as often as needed.</Trans>
        </Typography>
      )}
      {data && (
        <DataTable<Person>
          label={t`Payroll run`}
          columns={columnsOf()}
          rows={data.people}
          loading={run.isLoading}
          rowId={(row) => row.empid}
          initialSorting={[{ id: 'fullname', desc: false }]}
          pinnedLeft={['fullname']}
          searchable
          testId="payroll-run-row"
          exportFileName={`payroll-run-${data.from}-to-${data.to}.csv`}
          emptyText={t`No one was employed in this cut-off.`}
          rowActions={(row) => {
            const empid = row.empid;
            return (
              <Button size="small" onClick={() => setOpen(row)} aria-label={t`Lines of ${empid}`}>
                <Trans>Lines</Trans>
              </Button>
            );
          }}
        />
      )}
      {open && <PayslipLinesDialog choice={choice} empId={open.empid} name={`${open.fullname} (${open.empid})`} onClose={() => setOpen(null)} />}
    </Box>
  );
}

/** "Nov 1, 2026 to Nov 15, 2026 · 12 people · gross Php 1.00 · net Php 1.00", the run at a glance. */
function RunTotals({ run, from, to }: { run: PayrollRun; from: string; to: string }) {
  const people = run.totals.people;
  const gross = pesos(run.totals.gross);
  const net = pesos(run.totals.net);
  return (
    <Trans>
      {from} to {to} · {people} people · gross {gross} · net {net}
    </Trans>
  );
}
