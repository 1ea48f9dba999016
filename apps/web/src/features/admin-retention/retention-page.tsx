import { useEffect, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  RETENTION_DEFAULTS,
  RETENTION_YEARS_RANGE,
  type RetentionBody,
  type RetentionKind,
  type RetentionPolicy,
} from '@portal/contracts/retention';
import { PageHeader } from '../../components/page-header';
import { callApi } from '../../lib/api-client';

const KEY = ['admin', 'retention'] as const;

/**
 * The contract's RETENTION_DEFAULTS words (the English, word for word), in the reader's
 * language. The server sends the English; a kind it words otherwise shows as it comes.
 */
const kindWords: Record<RetentionKind, { label: MessageDescriptor; holds: MessageDescriptor; reason: MessageDescriptor }> = {
  attendance: {
    label: msg`Attendance and requests`,
    holds: msg`Punches, stored days, attendance adjustments, official business, leave, overtime and shift changes, leave entitlements`,
    reason: msg`Money claims under the Labor Code prescribe in three years (Art. 306), and employment records are kept three years from the last entry (Omnibus Rules, Book III, Rule X, sec. 12).`,
  },
  supporting_documents: {
    label: msg`Supporting documents`,
    holds: msg`Files uploaded with requests (medical certificates and the like), and their links`,
    reason: msg`They back the attendance records above for as long as a claim can be made; they often hold health information, so never longer.`,
  },
  certificates: {
    label: msg`Certificates of employment`,
    holds: msg`Certificate requests and their replacement PDFs`,
    reason: msg`Employment records, kept as long as the attendance records (Labor Code Art. 306).`,
  },
  payroll: {
    label: msg`Pay and payslips`,
    holds: msg`Payslips, payroll lines, pay rates, recurring pay items and bank accounts`,
    reason: msg`Books of accounts and their supporting records are kept ten years for the BIR (Revenue Regulations 17-2013).`,
  },
  government_ids: {
    label: msg`Government ID numbers`,
    holds: msg`TIN, SSS, PhilHealth and Pag-IBIG numbers on the employee record`,
    reason: msg`They are printed on the pay records above (BIR Form 2316, remittances) and are kept as long as those.`,
  },
  account: {
    label: msg`Sign-in account`,
    holds: msg`The login, sessions, second factor, notifications and notification choices`,
    reason: msg`A separated person no longer signs in; a year covers questions about their last notices.`,
  },
  access_log: {
    label: msg`Access log`,
    holds: msg`Who read whose personal data (kept per entry, separated or not)`,
    reason: msg`Long enough to answer a data subject or the National Privacy Commission about an old read.`,
  },
};

/** One of a policy's texts in the reader's language, if it is the contract's English; else as the server sent it. */
function useKindText() {
  const { i18n } = useLingui();
  return (policy: RetentionPolicy, part: 'label' | 'holds' | 'reason'): string => {
    const words = kindWords[policy.kind]?.[part];
    return words && RETENTION_DEFAULTS[policy.kind]?.[part] === policy[part] ? i18n._(words) : policy[part];
  };
}

function RetentionForm({ policies }: { policies: RetentionPolicy[] }) {
  const { t } = useLingui();
  const text = useKindText();
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
      {policies.map((policy) => {
        const defaultYears = policy.default_years;
        const reason = text(policy, 'reason');
        return (
          <Paper
            key={policy.kind}
            variant="outlined"
            component="section"
            aria-label={text(policy, 'label')}
            sx={{ p: { xs: 2, sm: 2.5 } }}
          >
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                  {text(policy, 'label')}
                </Typography>
                <Typography variant="body2">{text(policy, 'holds')}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  <Plural value={defaultYears} one={`Default # year: ${reason}`} other={`Default # years: ${reason}`} />
                </Typography>
              </Box>
              <TextField
                label={policy.kind === 'access_log' ? t`Years kept` : t`Years after separation`}
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
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setYears(stored)} disabled={changed.length === 0 || save.isPending}>
          <Trans>Undo changes</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={changed.length === 0}>
          <Trans>Save</Trans>
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
  const { t } = useLingui();
  const policies = useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(retentionRoutes.read, { signal }) });
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t`Data Retention`} onRefresh={() => void policies.refetch()} refreshing={policies.isFetching} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          The Data Privacy Act keeps personal data no longer than its purpose and the law need. Each day the portal
          disposes of a separated person&apos;s data once its years have passed, and records each disposal in the Audit
          Log without the data.
        </Trans>
      </Typography>
      {policies.isError && <Alert severity="error">
          <Trans>The retention settings could not be loaded. Try Refresh.</Trans>
        </Alert>}
      {policies.data ? (
        <RetentionForm policies={policies.data.policies} />
      ) : (
        !policies.isError && <Skeleton variant="rounded" height={480} aria-label={t`Loading the retention settings`} />
      )}
    </Box>
  );
}
