import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled card of the profile. */
export function ProfileSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5, fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
      {action}
    </Paper>
  );
}

/** A label and its value, one under the other on a phone, side by side on a computer. */
export function Term({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography component="div" variant="body2" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, mb: 0.75 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <span>{value || '—'}</span>
    </Typography>
  );
}
