import { Trans, useLingui } from '@lingui/react/macro';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ShiftRecord } from '@portal/contracts/shift';
import type { EmployeeSummary } from '@portal/contracts/team';
import { formatDate } from '../../../lib/time-format';

interface TeamScheduleTableProps {
  days: string[];
  team: EmployeeSummary[];
  recordsOf: (empid: string) => ShiftRecord[] | undefined;
  selected: string[];
  onSelectedChange: (empids: string[]) => void;
}

const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/** A week of the team's effective shifts, one row per member, with a checkbox to pick whom to change. */
export function TeamScheduleTable({ days, team, recordsOf, selected, onSelectedChange }: TeamScheduleTableProps) {
  const { t } = useLingui();
  const toggle = (empid: string) =>
    onSelectedChange(selected.includes(empid) ? selected.filter((id) => id !== empid) : [...selected, empid]);
  const all = team.length > 0 && selected.length === team.length;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t`Team schedule`} sx={{ mb: 3 }}>
      <Table size="small" aria-label={t`Team schedule`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={sticky}>
              <Checkbox
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={() => onSelectedChange(all ? [] : team.map((member) => member.empid))}
                slotProps={{ input: { 'aria-label': t`Select the whole team` } }}
              />
            </TableCell>
            <TableCell sx={{ ...sticky, left: 48, fontWeight: 600 }}><Trans>Employee</Trans></TableCell>
            {days.map((day) => (
              <TableCell key={day} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatDate(day, { compact: true })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {team.map((member) => {
            const records = recordsOf(member.empid);
            const name = member.fullname;
            return (
              <TableRow
                key={member.empid}
                hover
                selected={selected.includes(member.empid)}
                data-testid={`team-row-${member.empid}`}
              >
                <TableCell padding="checkbox" sx={sticky}>
                  <Checkbox
                    checked={selected.includes(member.empid)}
                    onChange={() => toggle(member.empid)}
                    slotProps={{ input: { 'aria-label': t`Select ${name}` } }}
                  />
                </TableCell>
                <TableCell sx={{ ...sticky, left: 48, whiteSpace: 'nowrap' }}>{member.fullname}</TableCell>
                {days.map((day, index) => {
                  const record = records?.[index];
                  return (
                    <TableCell key={day}>
                      {!records ? (
                        <Skeleton width={48} />
                      ) : record?.restday ? (
                        <Chip size="small" variant="outlined" label={t`Rest`} />
                      ) : (
                        <Chip
                          size="small"
                          label={record?.shift ?? '—'}
                          color={record?.shift === 'NIGHT' ? 'secondary' : record?.shift === 'MID' ? 'info' : 'default'}
                          title={record ? `${record.timein}–${record.timeout}` : undefined}
                        />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
