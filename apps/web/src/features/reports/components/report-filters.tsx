import { Trans, useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { periodProblem, type ReportParams } from '../report-params';
import { SearchField } from './search-field';

interface ReportFiltersProps {
  params: ReportParams;
  onChange: (change: Partial<ReportParams>, options?: { replace?: boolean }) => void;
  /** HR chooses a department; a team lead's report is their team. */
  departments: string[] | null;
  thisYear: number;
}

/** The report's period (a year for balances, days for the rest), department and employee. */
export function ReportFilters({ params, onChange, departments, thisYear }: ReportFiltersProps) {
  const { t } = useLingui();
  const problem = periodProblem(params);
  const years = [thisYear - 3, thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  const shownDepartments = departments && params.department && !departments.includes(params.department) ? [params.department, ...departments] : departments;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', displayPrint: 'none' }} role="search" aria-label={t`Report filters`}>
      {params.report === 'leave-balances' ? (
        <TextField select label={t`Year`} size="small" value={params.year} onChange={(event) => onChange({ year: Number(event.target.value) })} sx={{ minWidth: 110 }}>
          {(years.includes(params.year) ? years : [params.year, ...years]).map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <>
          <TextField
            label={t`From`}
            type="date"
            size="small"
            value={params.from}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
            error={problem !== null}
            helperText={problem ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t`To`}
            type="date"
            size="small"
            value={params.to}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
            error={problem !== null}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      {shownDepartments && (
        <TextField
          select
          label={t`Department`}
          size="small"
          value={params.department}
          onChange={(event) => onChange({ department: event.target.value })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <Trans>All departments</Trans>
          </MenuItem>
          {shownDepartments.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <SearchField value={params.search} onChange={(search) => onChange({ search }, { replace: true })} />
    </Stack>
  );
}
