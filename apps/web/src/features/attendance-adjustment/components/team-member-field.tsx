import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EmployeeSummary } from '@portal/contracts/team';
import { useTeamMembers } from '../../../lib/team-members';

interface TeamMemberFieldProps {
  value: string | null;
  onChange: (member: EmployeeSummary | null) => void;
  /** Editing a filing: the member is fixed. */
  disabled?: boolean;
  error?: string | undefined;
}

/** One member of the lead's own team, by name or number. */
export function TeamMemberField({ value, onChange, disabled = false, error }: TeamMemberFieldProps) {
  const { t } = useLingui();
  const team = useTeamMembers();
  const options = team.data ?? [];
  return (
    <Autocomplete<EmployeeSummary>
      options={options}
      loading={team.isLoading}
      value={options.find((member) => member.empid === value) ?? null}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={(member) => `${member.fullname} (${member.empid})`}
      isOptionEqualToValue={(option, other) => option.empid === other.empid}
      disabled={disabled}
      noOptionsText={t`No one in your team matches`}
      renderInput={(params) => (
        <TextField {...params} label={t`Team member`} required size="small" error={Boolean(error)} helperText={error ?? t`Whose day to correct`} />
      )}
    />
  );
}
