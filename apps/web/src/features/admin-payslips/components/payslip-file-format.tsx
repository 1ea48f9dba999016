import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { MAX_PAYSLIP_IMPORT_BYTES, MAX_PAYSLIP_IMPORT_ROWS, PAYSLIP_IMPORT_COLUMNS } from '@portal/contracts/payslip';
import { deductionLines, earningLines } from '@portal/contracts/payslip-lines';
import { currentIntlLocale } from '../../../lib/i18n';
// The documented sample (docs/samples), the same file the server's tests import.
import sampleCsv from '../../../../../../docs/samples/payslips.csv?raw';

/** A link that downloads the sample as it is, with nothing to create or revoke. */
const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv)}`;
const optional = [...earningLines, ...deductionLines].map((line) => line.key).filter((key) => key !== 'basic');
const totals = ['gross', 'total_deductions', 'net_pay'];
// eslint-disable-next-line lingui/no-unlocalized-strings -- JSON, as the file spells it
const JSON_SHAPE = '{ "payslips": [...] }';

/** Column names as the file spells them. */
function Columns({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <code>{name}</code>
        </span>
      ))}
    </>
  );
}

function Rule({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <li>
      <strong>{heading}</strong> {children}
    </li>
  );
}

/** The file format, in a few lines, with the sample file to start from. */
export function PayslipFileFormat() {
  const { t } = useLingui();
  const jsonShape = JSON_SHAPE;
  const maxMb = MAX_PAYSLIP_IMPORT_BYTES / (1024 * 1024);
  const maxRows = MAX_PAYSLIP_IMPORT_ROWS.toLocaleString(currentIntlLocale());
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        <Trans>The file</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        <p>
          <Trans>
            One file from payroll: a CSV with a header row, or JSON (an array of payslips, or <code>{jsonShape}</code>), one row per
            employee and cut-off, at most {maxMb} MB and {maxRows} rows.
          </Trans>
        </p>
        <ul>
          <Rule heading={t`Required:`}>
            <Trans>
              <Columns names={PAYSLIP_IMPORT_COLUMNS.required} />. <code>period</code> is 1 for the first cut-off and 2 for the second;{' '}
              <code>pay_date</code> is a date like 11/27/2026 or 2026-11-27, in the payroll month or the next. Amounts may be written 14,000.00 or ₱14,000.
            </Trans>
          </Rule>
          <Rule heading={t`Other earnings and deductions, 0 when blank:`}>
            <Columns names={optional} />.
          </Rule>
          <Rule heading={t`Totals, computed when blank:`}>
            <Trans>
              <Columns names={totals} />; when given, they must agree to the centavo.
            </Trans>
          </Rule>
          <Rule heading={t`Amounts`}>
            <Trans>are plain pesos with at most two decimals, like 1250.50: no Php, no thousands separators.</Trans>
          </Rule>
          <Rule heading={t`Importing again`}>
            <Trans>replaces a payslip payroll corrected and leaves the others alone, so the same file twice changes nothing.</Trans>
          </Rule>
        </ul>
      </Typography>
      <Button variant="text" startIcon={<FileDownloadOutlined />} href={sampleHref} download="payslips-sample.csv">
        <Trans>Download sample file</Trans>
      </Button>
    </Box>
  );
}
