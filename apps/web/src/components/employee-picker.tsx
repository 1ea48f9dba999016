import Autocomplete from '@mui/material/Autocomplete';
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

/** Pick several of one's team (spec: employees by team lead), by name or number. */
export function EmployeePicker({ value, onChange, error, describe }: EmployeePickerProps) {
  const team = useTeamMembers();
  const options = team.data ?? [];
  const selected = options.filter((option) => value.includes(option.empid));
  return (
    <Autocomplete<EmployeeSummary, true>
      multiple
      options={options}
      loading={team.isLoading}
      value={selected}
      onChange={(_event, next) => onChange(next.map((employee) => employee.empid))}
      getOptionLabel={(option) => option.fullname}
      isOptionEqualToValue={(option, other) => option.empid === other.empid}
      filterSelectedOptions
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const note = describe?.(option.empid);
        return (
          <li key={key} {...rest}>
            {option.fullname} <small style={{ marginLeft: 8, opacity: 0.7 }}>{option.empid}{note ? ` · ${note}` : ''}</small>
          </li>
        );
      }}
      renderValue={(employees, getItemProps) =>
        employees.map((employee, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const note = describe?.(employee.empid);
          return <Chip key={key} size="small" label={note ? `${employee.fullname} (${note})` : employee.fullname} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Employees" required size="small" error={Boolean(error)} helperText={error ?? (team.data?.length === 0 ? 'You have no team members.' : ' ')} />
      )}
    />
  );
}
