import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WEEKDAY_NAMES, type EmployeeAdminRow } from '@portal/contracts/admin-employees';
import { formatPhp } from '@portal/contracts/rules';

/** The fields the columns leave out, under an expanded row. */
export function EmployeeDetail({ employee }: { employee: EmployeeAdminRow }) {
  const facts: [string, string][] = [
    ['Full name', [employee.prefix, employee.firstname, employee.middlename, employee.lastname].filter(Boolean).join(' ')],
    ['Gender', employee.gender === 'F' ? 'Female' : 'Male'],
    ['Civil status', [employee.civil_status ?? 'not recorded', employee.solo_parent ? 'solo parent' : ''].filter(Boolean).join(', ')],
    ['TIN', employee.tin ?? '—'],
    ['SSS no.', employee.sss_no ?? '—'],
    ['PhilHealth no.', employee.philhealth_no ?? '—'],
    ['Pag-IBIG MID no.', employee.pagibig_no ?? '—'],
    ['Hired', employee.hire_date],
    ['Separated', employee.separation_date ?? '—'],
    ['Employment status', employee.employment_status],
    ['Monthly salary', formatPhp(employee.monthly_salary)],
    ['Monthly allowances', formatPhp(employee.monthly_allowances)],
    ['Shift', employee.shiftdesc ? `${employee.default_shift} - ${employee.shiftdesc}` : '—'],
    ['Rest days', employee.rest_days.map((day) => WEEKDAY_NAMES[day]).join(', ') || 'none'],
    ['Home address', employee.home_address || '—'],
    ['E-mail', employee.email ?? '—'],
    ['Benefits', employee.benefits_coverage || '—'],
    ['Account', employee.username ?? 'none yet'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, p: 1, whiteSpace: 'normal' }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
