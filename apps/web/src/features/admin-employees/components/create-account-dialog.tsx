import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CreateAccountBody, type EmployeeAdminRow, type TemporaryPasswordAnswer } from '@portal/contracts/admin-employees';
import { useCreateAccount } from '../api/account-actions';

/** "Ma. Luisa", "dela Cruz" → "maluisa.delacruz": a suggestion HR may change. */
function suggestUsername(person: EmployeeAdminRow): string {
  const plain = (text: string) => text.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return `${plain(person.firstname)}.${plain(person.lastname)}`.slice(0, 40);
}

interface CreateAccountDialogProps {
  /** Active employees who have no account yet. */
  candidates: EmployeeAdminRow[];
  onCreated: (answer: TemporaryPasswordAnswer) => void;
  onClose: () => void;
}

export function CreateAccountDialog({ candidates, onCreated, onClose }: CreateAccountDialogProps) {
  const { t } = useLingui();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateAccount();
  const [person, setPerson] = useState<EmployeeAdminRow | null>(null);
  const [username, setUsername] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = CreateAccountBody.safeParse({ emp_id: person?.emp_id, username });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.path[0] === 'emp_id' ? t`Choose the employee` : issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    create.mutate(parsed.data, { onSuccess: onCreated });
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="create-account-title">
      <DialogTitle id="create-account-title">
        <Trans>Create account</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete<EmployeeAdminRow>
            options={candidates}
            value={person}
            onChange={(_event, next) => {
              setPerson(next);
              if (next) setUsername(suggestUsername(next));
            }}
            getOptionLabel={(option) => `${option.lastname}, ${option.firstname} (${option.emp_id})`}
            isOptionEqualToValue={(option, other) => option.emp_id === other.emp_id}
            filterOptions={(list, state) => {
              const needle = state.inputValue.trim().toLowerCase();
              return list.filter((option) => !needle || state.getOptionLabel(option).toLowerCase().includes(needle)).slice(0, 50);
            }}
            noOptionsText={t`Every active employee has an account.`}
            renderInput={(params) => <TextField {...params} label={t`Employee`} required size="small" error={Boolean(problems.emp_id)} helperText={problems.emp_id ?? t`Active employees without an account`} />}
          />
          <TextField
            label={t`Username`}
            required
            size="small"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={Boolean(problems.username)}
            helperText={problems.username ?? t`Lower-case letters, digits, dots, dashes; what they log in with`}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" onClick={submit} loading={create.isPending}>
          <Trans>Create account</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
