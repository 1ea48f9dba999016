import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface Person {
  emp_id: string;
  fullname: string;
  department: string;
}

interface PersonPickerProps {
  label: string;
  people: readonly Person[];
  value: string | undefined;
  /** undefined when cleared, so the form says the field is required. */
  onChange: (empId: string | undefined) => void;
  required?: boolean;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
}

/** Pick one person by name or employee number, out of thousands (the list filters as one types). */
export function PersonPicker({ label, people, value, onChange, required = false, error, helperText = ' ', disabled = false }: PersonPickerProps) {
  const selected = people.find((person) => person.emp_id === value) ?? null;
  return (
    <Autocomplete<Person>
      options={people as Person[]}
      value={selected}
      disabled={disabled}
      onChange={(_event, person) => onChange(person?.emp_id)}
      getOptionLabel={(person) => `${person.fullname} (${person.emp_id})`}
      isOptionEqualToValue={(option, other) => option.emp_id === other.emp_id}
      renderOption={(props, person) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {person.fullname}
            <small style={{ marginLeft: 8, opacity: 0.7 }}>
              {person.emp_id} · {person.department}
            </small>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} size="small" error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}
