import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ProfileSection } from '../../../components/profile-section';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { serverNow } from '../../../lib/server-clock';
import { dateOfInstant } from '../../../lib/time-format';
import { useDownloadMyData } from '../api/download-my-data';

/** The data subject's right of access: everything about me, as data and as the PDFs I may read. */
export function MyDataSection({ empId }: { empId: string }) {
  const { t } = useLingui();
  const download = useDownloadMyData(empId, dateOfInstant(serverNow(), getRuntimeConfig().timeZone));
  return (
    <ProfileSection
      title={t`My data`}
      action={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          sx={{ mt: 1 }}
        >
          <Trans>Download my data</Trans>
        </Button>
      }
    >
      <Typography variant="body2">
        <Trans>
          One ZIP file with everything the portal holds about you: your records, attendance, requests, leave, pay and
          who saw your data, as data (JSON), with your payslips, BIR Form 2316, certificates and uploaded documents as
          files.
        </Trans>
      </Typography>
    </ProfileSection>
  );
}
