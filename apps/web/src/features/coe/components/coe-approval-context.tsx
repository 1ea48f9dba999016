import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import type { CoeRow } from '@portal/contracts/coe';
import { coeTypes } from '@portal/contracts/coe';
import { formatDate } from '../../../lib/time-format';
import { coeLanguageLabel } from './coe-language-labels';
import { coeTypePurpose } from './coe-type-labels';

function clockText(row: CoeRow): string {
  const daysLeft = row.days_left;
  if (daysLeft > 0) return plural(daysLeft, { one: '# day left', other: '# days left' });
  if (daysLeft === 0) return t`due today`;
  const daysLate = -daysLeft;
  return plural(daysLate, { one: '# day late', other: '# days late' });
}

/** What the certificate says it is for. */
function purposeOf(coetype: number | undefined): string {
  return (coetype === undefined ? null : coeTypePurpose(coetype)) ?? t`the purpose asked`;
}

/**
 * What a certificate's approver reads before signing: what signing does, what the PDF
 * will say, and the three-day clock (DOLE Labor Advisory 06-2020).
 */
export function CoeApprovalContext({ row }: { row: CoeRow }) {
  const type = coeTypes.find((candidate) => candidate.coetype === row.coetype);
  const fullname = row.fullname;
  const reason = row.reason;
  const purpose = purposeOf(type?.coetype);
  const due = formatDate(row.due_date);
  const clock = clockText(row);
  const language = coeLanguageLabel(row.language);
  return (
    <div data-testid="approval-context">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {row.fullname}: {row.coe_desc}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        <Trans>Reason: {reason}</Trans>
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {type?.salary ? (
          <Trans>
            The certificate states {fullname}'s employment, position and dates, with the monthly and annual salary and
            monthly allowances, for {purpose}.
          </Trans>
        ) : (
          <Trans>The certificate states {fullname}'s employment, position and dates for {purpose}.</Trans>
        )}{' '}
        <Trans>It is written in {language}.</Trans>
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Trans>
          If yours is the last level, approving signs it: the DRAFT mark goes, the company's signature is placed, and{' '}
          {fullname} can download the PDF at once. It stays valid for the company's set number of days.
        </Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>
          Due {due} ({clock}): a certificate is issued within three days of the request.
        </Trans>
      </Typography>
    </div>
  );
}
