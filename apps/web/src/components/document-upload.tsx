import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import type { DocumentRef } from '@portal/contracts/approvals';
import { DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_UPLOAD, documentPath } from '@portal/contracts/documents';
import { API_PREFIX } from '@portal/contracts/http';
import { uploadDocuments } from '../lib/upload-documents';

interface DocumentUploadProps {
  value: DocumentRef[];
  onChange: (documents: DocumentRef[]) => void;
  required?: boolean;
  error?: string | undefined;
  /** Tells the form an upload is running, so it is not saved half-attached. */
  onBusyChange?: (busy: boolean) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Attach supporting documents: pick files, watch them upload, remove any before saving. */
export function DocumentUpload({ value, onChange, required = false, error, onBusyChange }: DocumentUploadProps) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setFailure(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadDocuments([...files].slice(0, MAX_DOCUMENTS_PER_UPLOAD), setProgress);
      onChange([...value, ...uploaded]);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          hidden
          aria-label={t`Supporting documents`}
          onChange={(event) => void pick(event.target.files)}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<AttachFile />} disabled={progress !== null}>
          <Trans>Attach documents</Trans>
          {required ? ' *' : ''}
        </Button>
        <Typography variant="caption" color="text.secondary">
          <Trans>PDF, JPEG, PNG or HEIC</Trans>
        </Typography>
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={Math.round(progress * 100)} sx={{ mt: 1 }} aria-label={t`Upload progress`} />}
      {value.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {value.map((document) => (
            <Chip
              key={document.key}
              label={`${document.name} (${sizeText(document.size)})`}
              component="a"
              href={`${API_PREFIX}${documentPath(document.key)}`}
              target="_blank"
              rel="noopener"
              clickable
              onDelete={() => onChange(value.filter((d) => d.key !== document.key))}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
      {(failure || error) && (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {failure ?? error}
        </Typography>
      )}
    </Box>
  );
}

/** Links to a request's documents, for the lists and the approver. */
export function DocumentLinks({ documents }: { documents: DocumentRef[] }) {
  if (documents.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {documents.map((document) => (
        <Chip key={document.key} size="small" icon={<AttachFile />} label={document.name} component="a" href={`${API_PREFIX}${documentPath(document.key)}`} target="_blank" rel="noopener" clickable sx={{ maxWidth: 180 }} />
      ))}
    </Stack>
  );
}
