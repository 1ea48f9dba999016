import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';

interface ExportButtonsProps {
  /** "Export" in lists, "Download" where the screen has always said so. */
  verb: 'Export' | 'Download';
  disabled: boolean;
  /** On a phone the two buttons are icons (with their names and tooltips), so a list's search keeps its width. */
  compact: boolean;
  onCsv: () => void;
  onXlsx: () => void;
}

/** The CSV and Excel exports of a list, side by side. */
export function ExportButtons({ verb, disabled, compact, onCsv, onXlsx }: ExportButtonsProps) {
  const { t } = useLingui();
  // Each verb's words whole, so a translation need not build them from parts.
  const csv = verb === 'Export' ? t`Export CSV` : t`Download CSV`;
  const xlsx = verb === 'Export' ? t`Export XLSX` : t`Download XLSX`;
  if (compact) {
    return (
      <>
        <Tooltip title={csv}>
          <span>
            <IconButton aria-label={csv} onClick={onCsv} disabled={disabled} color="primary" size="small">
              <FileDownloadOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={verb === 'Export' ? t`Export XLSX (Excel)` : t`Download XLSX (Excel)`}>
          <span>
            <IconButton aria-label={xlsx} onClick={onXlsx} disabled={disabled} color="primary" size="small">
              <GridOnOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </>
    );
  }
  return (
    <>
      <Button size="small" startIcon={<FileDownloadOutlined />} onClick={onCsv} disabled={disabled} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {csv}
      </Button>
      <Button size="small" startIcon={<GridOnOutlined />} onClick={onXlsx} disabled={disabled} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {xlsx}
      </Button>
    </>
  );
}
