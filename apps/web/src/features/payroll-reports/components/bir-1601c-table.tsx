import { t } from '@lingui/core/macro';
import type { Bir1601c } from '@portal/contracts/payroll-reports';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { moneyColumn } from '../../../components/money-column';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { useBir1601c } from '../api/payroll-reports';
import { CoverageNote } from './coverage-note';

type Line = Bir1601c['lines'][number];

/** The form's columns, headed in the active language (the headers are the export's and the paper's too). */
export function bir1601cColumns(): DataColumn<Line>[] {
  return [
    { id: 'item', accessorKey: 'item', header: t`Item` },
    { id: 'label', accessorKey: 'label', header: t`Line` },
    moneyColumn('amount', t`Amount`, (row) => row.amount, { showZero: true }),
  ];
}

/** A month's BIR 1601-C compensation lines, from its locked or released runs. */
export function Bir1601cTable({ choice }: { choice: CutoffChoice }) {
  const form = useBir1601c(choice, true);
  const data = form.data;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      {data && data.covered.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <PeopleInMonth people={data.people} />
        </Typography>
      )}
      <DataTable<Line>
        label={t`BIR 1601-C`}
        columns={bir1601cColumns()}
        rows={data && data.covered.length > 0 ? data.lines : []}
        loading={form.isLoading}
        rowId={(row) => row.item}
        initialSorting={[{ id: 'item', desc: false }]}
        testId="bir-1601c-row"
        exportFileName={`bir-1601c-${choice.year}-${String(choice.month).padStart(2, '0')}.csv`}
        emptyText={t`No locked run for this month.`}
      />
    </>
  );
}

/** "12 people paid in the month." */
function PeopleInMonth({ people }: { people: number }) {
  return <>{t`${people} people paid in the month.`}</>;
}
