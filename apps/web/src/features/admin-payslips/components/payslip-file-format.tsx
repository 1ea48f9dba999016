import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { MAX_PAYSLIP_IMPORT_BYTES, MAX_PAYSLIP_IMPORT_ROWS, PAYSLIP_IMPORT_COLUMNS } from '@portal/contracts/payslip';
import { deductionLines, earningLines } from '@portal/contracts/payslip-lines';
// The documented sample (docs/samples), the same file the server's tests import.
import sampleCsv from '../../../../../../docs/samples/payslips.csv?raw';

/** A link that downloads the sample as it is, with nothing to create or revoke. */
const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv)}`;
const optional = [...earningLines, ...deductionLines].map((line) => line.key).filter((key) => key !== 'basic');
const totals = ['gross', 'total_deductions', 'net_pay'];

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
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        The file
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        <p>
          One file from payroll: a CSV with a header row, or JSON (an array of payslips, or <code>{'{ "payslips": [...] }'}</code>), one row per
          employee and cut-off, at most {MAX_PAYSLIP_IMPORT_BYTES / (1024 * 1024)} MB and {MAX_PAYSLIP_IMPORT_ROWS.toLocaleString('en-PH')} rows.
        </p>
        <ul>
          <Rule heading="Required:">
            <Columns names={PAYSLIP_IMPORT_COLUMNS.required} />. <code>period</code> is 1 for the first cut-off and 2 for the second;{' '}
            <code>pay_date</code> is a date like 11/27/2026 or 2026-11-27, in the payroll month or the next. Amounts may be written 14,000.00 or ₱14,000.
          </Rule>
          <Rule heading="Other earnings and deductions, 0 when blank:">
            <Columns names={optional} />.
          </Rule>
          <Rule heading="Totals, computed when blank:">
            <Columns names={totals} />; when given, they must agree to the centavo.
          </Rule>
          <Rule heading="Amounts">are plain pesos with at most two decimals, like 1250.50: no Php, no thousands separators.</Rule>
          <Rule heading="Importing again">replaces a payslip payroll corrected and leaves the others alone, so the same file twice changes nothing.</Rule>
        </ul>
      </Typography>
      <Button variant="text" startIcon={<FileDownloadOutlined />} href={sampleHref} download="payslips-sample.csv">
        Download sample file
      </Button>
    </Box>
  );
}
