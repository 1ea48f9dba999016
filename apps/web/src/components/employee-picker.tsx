import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { EmployeeSummary } from '@portal/contracts/team';
import { useTeamMembers } from '../lib/team-members';

interface EmployeePickerProps {
  value: string[];
  onChange: (empids: string[]) => void;
  error?: string | undefined;
  /** A line under each name in the list, e.g. the person's leave balance. */
  describe?: (empid: string) => string | undefined;
}

/**
 * Pick several of one's team (spec: employees by team lead), by name or number. The
 * list stays open for several picks (each with its box ticked); Esc closes the list
 * only, and "Select all" takes the whole team at once.
 */
export function EmployeePicker({ value, onChange, error, describe }: EmployeePickerProps) {
  const { t } = useLingui();
  const team = useTeamMembers();
  const options = team.data ?? [];
  const selected = options.filter((option) => value.includes(option.empid));
  const allPicked = options.length > 0 && selected.length === options.length;
  const total = options.length;
  return (
    <Box>
      <Autocomplete<EmployeeSummary, true>
        multiple
        disableCloseOnSelect
        options={options}
        loading={team.isLoading}
        value={selected}
        onChange={(_event, next) => onChange(next.map((employee) => employee.empid))}
        getOptionLabel={(option) => option.fullname}
        isOptionEqualToValue={(option, other) => option.empid === other.empid}
        filterOptions={(list, { inputValue }) => {
          const search = inputValue.trim().toLowerCase();
          return search
            ? list.filter((option) => option.fullname.toLowerCase().includes(search) || option.empid.includes(search))
            : list;
        }}
        renderOption={(props, option, { selected: picked }) => {
          const { key, ...rest } = props;
          const note = describe?.(option.empid);
          return (
            <li key={key} {...rest}>
              <Checkbox
                size="small"
                checked={picked}
                tabIndex={-1}
                disableRipple
                sx={{ ml: -1, mr: 0.5, p: 0.5 }}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              {option.fullname}{' '}
              <small style={{ marginLeft: 8, opacity: 0.7 }}>
                {option.empid}
                {note ? ` · ${note}` : ''}
              </small>
            </li>
          );
        }}
        renderValue={(employees, getItemProps) =>
          employees.map((employee, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const note = describe?.(employee.empid);
            return (
              <Chip
                key={key}
                size="small"
                label={note ? `${employee.fullname} (${note})` : employee.fullname}
                {...itemProps}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t`Employees`}
            required
            size="small"
            error={Boolean(error)}
            helperText={error ?? (team.data?.length === 0 ? t`You have no team members.` : ' ')}
          />
        )}
      />
      {options.length > 1 && (
        <Button
          size="small"
          sx={{ mt: -1 }}
          onClick={() => onChange(allPicked ? [] : options.map((option) => option.empid))}
        >
          {allPicked ? t`Clear all` : t`Select all ${total}`}
        </Button>
      )}
    </Box>
  );
}
