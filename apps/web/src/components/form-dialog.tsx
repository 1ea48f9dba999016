import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Skeleton from '@mui/material/Skeleton';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { placeRefusal } from '../lib/field-errors';

interface FormDialogProps {
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** Called with the form's submit event: the submit button, or Enter in a field. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** While saving: the dialog cannot be closed, Cancel is disabled and the submit button spins. */
  pending: boolean;
  submitLabel: string;
  /** e.g. while a document is still uploading. */
  submitDisabled?: boolean;
  /** "Cancel" unless told. */
  cancelLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Buttons before Cancel, pushed to the left by `sx={{ mr: 'auto' }}` where wanted. */
  extraActions?: ReactNode;
  /** Lines above and below the content, for a long form that scrolls. */
  dividers?: boolean;
  /** false: the children lay themselves out, instead of the usual column of fields. */
  stack?: boolean;
  /**
   * The failed save's error (the mutation's `error`, whose hook has `refusalsInForm`
   * meta): shown on the field it names when the form shows that field, through
   * `onFieldRefusal`, else at the top of the form. Either way focus moves to it.
   */
  refusal?: unknown;
  /** Puts a refusal on a field the form shows (react-hook-form's setError). */
  onFieldRefusal?: (field: string, message: string) => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The one wrapper of every form dialog, so phones and keyboards get the same behaviour
 * everywhere: full screen below the `sm` breakpoint, a real form (Enter submits, the
 * browser's own validation off in favour of the schema's messages), the title as the
 * dialog's name, and no way to close it, by Escape, the backdrop or Cancel, while it saves.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  submitDisabled = false,
  cancelLabel,
  maxWidth = 'sm',
  extraActions,
  dividers = false,
  stack = true,
  refusal,
  onFieldRefusal,
  children,
}: FormDialogProps) {
  const { t } = useLingui();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [atTop, setAtTop] = useState<string | null>(null);
  // The latest callback, without placing the same refusal again when it changes.
  const toField = useRef(onFieldRefusal);
  toField.current = onFieldRefusal;
  // A refusal is never silent: on its field when the form shows one, else on top.
  useEffect(() => {
    if (!refusal) return setAtTop(null);
    const placed = placeRefusal(refusal, formRef.current);
    if (placed.field && placed.element && toField.current) {
      // Shown under its field, as the form's own checks are. Focus stays where it is: a
      // time field's named input is a hidden copy of its value, and focusing it left the
      // keys a person then typed nowhere.
      toField.current(placed.field, placed.message);
      setAtTop(null);
    } else {
      setAtTop(placed.message);
    }
  }, [refusal]);
  useEffect(() => {
    if (atTop) alertRef.current?.focus();
  }, [atTop]);
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>
          {atTop && (
            <Alert severity="error" ref={alertRef} tabIndex={-1} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {atTop}
            </Alert>
          )}
          {stack ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          ) : (
            children
          )}
        </DialogContent>
        <DialogActions sx={extraActions ? { flexWrap: 'wrap', gap: 1 } : undefined}>
          {extraActions}
          <Button onClick={onClose} disabled={pending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The dialog of an edit whose starting values are still being read (a group's members). */
export function LoadingFormDialog({ title, what, onClose }: { title: ReactNode; what: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={() => undefined} pending submitLabel={t`Save`}>
      <Skeleton variant="rounded" height={160} aria-label={t`Loading ${what}`} />
    </FormDialog>
  );
}
