import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  retentionRoutes,
  RETENTION_YEARS_RANGE,
  type RetentionBody,
  type RetentionKind,
  type RetentionPolicy,
} from '@portal/contracts/retention';
import { PageHeader } from '../../components/page-header';
import { callApi } from '../../lib/api-client';

const KEY = ['admin', 'retention'] as const;

function RetentionForm({ policies }: { policies: RetentionPolicy[] }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: RetentionBody) => callApi(retentionRoutes.update, { body }),
    meta: { announceSuccess: true, refusalsInForm: true },
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const stored = Object.fromEntries(policies.map((policy) => [policy.kind, String(policy.years)])) as Record<
    RetentionKind,
    string
  >;
  const [years, setYears] = useState(stored);
  useEffect(
    () =>
      setYears(
        Object.fromEntries(policies.map((policy) => [policy.kind, String(policy.years)])) as Record<
          RetentionKind,
          string
        >,
      ),
    [policies],
  );
  const changed = policies.filter((policy) => years[policy.kind] !== String(policy.years));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Object.fromEntries(changed.map((policy) => [policy.kind, Number(years[policy.kind])])));
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      {policies.map((policy) => (
        <Paper
          key={policy.kind}
          variant="outlined"
          component="section"
          aria-label={policy.label}
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                {policy.label}
              </Typography>
              <Typography variant="body2">{policy.holds}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Default {policy.default_years} {policy.default_years === 1 ? 'year' : 'years'}: {policy.reason}
              </Typography>
            </Box>
            <TextField
              label={policy.kind === 'access_log' ? 'Years kept' : 'Years after separation'}
              type="number"
              value={years[policy.kind]}
              onChange={(event) => setYears({ ...years, [policy.kind]: event.target.value })}
              slotProps={{
                htmlInput: { min: RETENTION_YEARS_RANGE.min, max: RETENTION_YEARS_RANGE.max, inputMode: 'numeric' },
              }}
              sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
            />
          </Box>
        </Paper>
      ))}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setYears(stored)} disabled={changed.length === 0 || save.isPending}>
          Undo changes
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={changed.length === 0}>
          Save
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * Administration > Data Retention: how long each kind of personal data is kept after a
 * person's separation. A daily job disposes of what has passed its time; the audit log
 * records each disposal (kind, person and row counts, never the data).
 */
export function RetentionPage() {
  const policies = useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(retentionRoutes.read, { signal }) });
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Data Retention" onRefresh={() => void policies.refetch()} refreshing={policies.isFetching} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The Data Privacy Act keeps personal data no longer than its purpose and the law need. Each day the portal
        disposes of a separated person&apos;s data once its years have passed, and records each disposal in the Audit
        Log without the data.
      </Typography>
      {policies.isError && <Alert severity="error">The retention settings could not be loaded. Try Refresh.</Alert>}
      {policies.data ? (
        <RetentionForm policies={policies.data.policies} />
      ) : (
        !policies.isError && <Skeleton variant="rounded" height={480} aria-label="Loading the retention settings" />
      )}
    </Box>
  );
}
