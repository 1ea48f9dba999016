import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { companyImageTypes, MAX_COMPANY_IMAGE_BYTES } from '@portal/contracts/admin-company';
import { notify } from '../../../lib/notify';

interface ImageUploadFieldProps {
  label: string;
  /** The label as it reads inside a sentence ("Upload logo"): in English, the label in lower case. */
  noun: string;
  /** What is stored now: its type and size, or null. */
  stored: { content_type: string; bytes: number } | null;
  previewUrl: string | null;
  pending: boolean;
  disabled?: boolean;
  disabledReason?: string;
  onUpload: (file: File) => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A stored image with its preview and a button to replace it (PNG or JPEG, checked here and by the server). */
export function ImageUploadField({
  label,
  noun,
  stored,
  previewUrl,
  pending,
  disabled = false,
  disabledReason,
  onUpload,
}: ImageUploadFieldProps) {
  const { t } = useLingui();
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        sx={{
          height: 96,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.50',
          p: 1,
        }}
      >
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt={t`${label} preview`}
            sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {stored ? t`Loading preview…` : t`No ${noun} yet`}
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {disabled && disabledReason
          ? disabledReason
          : stored
            ? `${stored.content_type === 'image/png' ? 'PNG' : 'JPEG'}, ${sizeText(stored.bytes)}`
            : t`PNG or JPEG, up to 2 MB`}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<UploadFile />}
        disabled={disabled || pending}
        loading={pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t`Upload ${noun}`}
        <input
          hidden
          type="file"
          accept={companyImageTypes.join(',')}
          aria-label={t`${label} image`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > MAX_COMPANY_IMAGE_BYTES)
              return notify.error(t`The ${noun} is larger than 2 MB; save it smaller and try again.`);
            onUpload(file);
          }}
        />
      </Button>
    </Stack>
  );
}
