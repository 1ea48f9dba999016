import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OfficeRow } from '@portal/contracts/admin-offices';
import type { EmployeeSitesRow } from '@portal/contracts/admin-timeclock';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveEmployeeSites } from '../api/employee-sites';

/** One person's further sites, or field staff with no fence at all. */
export function SitesDialog({ person, offices, onClose }: { person: EmployeeSitesRow; offices: OfficeRow[]; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveEmployeeSites();
  const [fieldStaff, setFieldStaff] = useState(person.field_staff);
  const [siteIds, setSiteIds] = useState<number[]>(person.site_ids);
  const fullname = person.fullname;
  const officeName = person.office_name ?? t({ message: 'none', context: 'no office' });
  const choices = offices.filter((office) => office.id !== person.office_id);
  return (
    <FormDialog
      refusal={save.error}
      title={t`Where ${fullname} punches`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ emp_id: person.emp_id, field_staff: fieldStaff, site_ids: fieldStaff ? [] : siteIds }, { onSuccess: onClose });
      }}
      pending={save.isPending}
      submitLabel={t`Save`}
    >
      <Typography variant="body2" color="text.secondary">
        <Trans>Own office: {officeName} (it also decides their office holidays).</Trans>
      </Typography>
      <div>
        <FormControlLabel control={<Switch checked={fieldStaff} onChange={(event) => setFieldStaff(event.target.checked)} />} label={t`Field staff`} />
        <FormHelperText>{fieldStaff ? t`No office fence applies: every punch is taken as made.` : t`Punches are held to the fences of their sites.`}</FormHelperText>
      </div>
      {!fieldStaff && (
        <Autocomplete<OfficeRow, true>
          multiple
          disableCloseOnSelect
          options={choices}
          getOptionLabel={(office) => office.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={choices.filter((office) => siteIds.includes(office.id))}
          onChange={(_event, picked) => setSiteIds(picked.map((office) => office.id))}
          renderInput={(params) => <TextField {...params} label={t`Further sites`} size="small" helperText={t`Offices they also punch at: inside any of them is inside`} />}
        />
      )}
    </FormDialog>
  );
}
