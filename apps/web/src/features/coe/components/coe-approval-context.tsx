import Typography from '@mui/material/Typography';
import type { CoeRow } from '@portal/contracts/coe';
import { coeTypes } from '@portal/contracts/coe';
import { formatDate } from '../../../lib/time-format';

function clockText(row: CoeRow): string {
  if (row.days_left > 1) return `${row.days_left} days left`;
  if (row.days_left === 1) return '1 day left';
  if (row.days_left === 0) return 'due today';
  return `${-row.days_left} day${row.days_left === -1 ? '' : 's'} late`;
}

/**
 * What a certificate's approver reads before signing: what signing does, what the PDF
 * will say, and the three-day clock (DOLE Labor Advisory 06-2020).
 */
export function CoeApprovalContext({ row }: { row: CoeRow }) {
  const type = coeTypes.find((candidate) => candidate.coetype === row.coetype);
  return (
    <div data-testid="approval-context">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {row.fullname}: {row.coe_desc}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        Reason: {row.reason}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The certificate states {row.fullname}'s employment, position and dates
        {type?.salary ? ', with the monthly and annual salary and monthly allowances,' : ''} for {type?.purpose ?? 'the purpose asked'}.
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        If yours is the last level, approving signs it: the DRAFT mark goes, the company's signature is placed, and {row.fullname} can download the PDF at once. It stays valid for the company's set number of days.
      </Typography>
      <Typography variant="body2">
        Due {formatDate(row.due_date)} ({clockText(row)}): a certificate is issued within three days of the request.
      </Typography>
    </div>
  );
}
