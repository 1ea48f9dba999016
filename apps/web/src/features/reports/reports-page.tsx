import { useCallback, useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import PrintIcon from '@mui/icons-material/Print';
import { PageHeader } from '../../components/page-header';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { useStoredUser } from '../../lib/stored-user';
import { dateOfInstant } from '../../lib/time-format';
import { useReport } from './api/get-report';
import { ReportFilters } from './components/report-filters';
import { ReportPicker } from './components/report-picker';
import { ReportView } from './components/report-view';
import { paramsFromSearch, periodProblem, searchOfParams, type ReportParams } from './report-params';

/**
 * Reports for team leads (their team) and HR (everyone): leave balances, overtime,
 * lateness, absences and requests. The report, its filters and its sort live in the
 * link, so a link opens the same report, and its print view follows it.
 */
export function ReportsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const params = paramsFromSearch(search, today);
  const phone = useMediaQuery('(max-width:599.95px)');
  const hr = useStoredUser()?.hradmin === 1;
  const report = useReport(params);
  const loaded = report.data?.kind === params.report ? report.data : undefined;
  const link = searchOfParams(params).toString();

  // Changes made before the router has moved (two dates typed at once) build on each
  // other: the router's own updater would start each from the last rendered link.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const change = useCallback(
    (update: Partial<ReportParams>, options: { replace?: boolean } = {}) => {
      const now = paramsFromSearch(latest.current, today);
      // Another report has other columns: its list starts in its own order.
      const next = searchOfParams({ ...now, ...update, ...(update.report && update.report !== now.report ? { sort: null } : {}) });
      latest.current = next;
      setSearch(next, options);
    },
    [setSearch, today],
  );

  return (
    <Box>
      <PageHeader
        title={t`Reports`}
        onRefresh={() => void report.refetch()}
        refreshing={report.isFetching}
        actions={
          <Button variant="outlined" size="small" startIcon={<PrintIcon />} component={RouterLink} to={`/printable/reports?${link}`}>
            <Trans>Print view</Trans>
          </Button>
        }
      />
      <ReportPicker value={params.report} onChange={(next) => change({ report: next })} phone={phone} />
      <ReportFilters params={params} onChange={change} departments={hr ? (report.data?.answer.departments ?? []) : null} thisYear={Number(today.slice(0, 4))} />
      <ReportView
        loaded={loaded}
        problem={periodProblem(params)}
        stale={report.isPlaceholderData}
        failure={report.isError ? report.error : null}
        onRetry={() => void report.refetch()}
        sort={params.sort}
        onSort={(sort) => change({ sort }, { replace: true })}
        phone={phone}
      />
    </Box>
  );
}
