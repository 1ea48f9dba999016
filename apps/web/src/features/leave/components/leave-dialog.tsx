import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { DocumentRef } from '@portal/contracts/approvals';
import { LeaveBody, type LeaveRow } from '@portal/contracts/leave';
import { DocumentUpload } from '../../../components/document-upload';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useLeaveBalance, useLeaveTypes } from '../api/leave-reference';
import { useSaveLeave } from '../api/leaves';
import { LeaveFields, type LeaveFieldValues } from './leave-fields';

type FormInput = z.input<typeof LeaveBody>;
type FormOutput = z.output<typeof LeaveBody>;

interface LeaveDialogProps {
  editing: LeaveRow | null;
  today: string;
  onClose: () => void;
}

/** File or edit a leave: type, dates, hours (half days), reason and supporting documents. */
export function LeaveDialog({ editing, today, onClose }: LeaveDialogProps) {
  const { features } = getRuntimeConfig();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const types = useLeaveTypes();
  const save = useSaveLeave();
  const [documents, setDocuments] = useState<DocumentRef[]>(editing?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(LeaveBody),
    defaultValues: {
      recid: editing?.recid ?? 0,
      payItem: editing?.payitem ?? '',
      fromDate: editing?.frdate ?? today,
      toDate: editing?.todate ?? today,
      noOfHours: editing?.noofhours ?? null,
      reason: editing?.reason ?? '',
    },
  });
  const year = Number((form.watch('fromDate') || today).slice(0, 4)) || undefined;
  const balances = useLeaveBalance(undefined, year);
  const submit = form.handleSubmit((values) => save.mutate({ ...values, supportingDocs: documents.map((d) => d.key) }, { onSuccess: onClose }));

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="leave-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="leave-dialog-title">{editing ? `Edit leave #${editing.recid}` : 'New leave'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <LeaveFields form={form as unknown as UseFormReturn<LeaveFieldValues>} types={types.data} balances={balances.data} />
            {features.leaveSupportingDocs && <DocumentUpload value={documents} onChange={setDocuments} onBusyChange={setUploading} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={uploading}>
            {editing ? 'Save' : 'File leave'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
