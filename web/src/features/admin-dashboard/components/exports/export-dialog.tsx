import { useSearchParams } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { exportFormats, exportTypes, type ExportFormat, type ExportType, type Timeframe } from '@contracts/superadmin';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Radio, RadioGroup } from '@/components/radio-group';
import { labelledOptions, SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast-context';
import { apiErrorMessage } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { exportTypeLabels, fetchExport, type ExportRequest } from './export-download';
import { TimeframeSelect, timeframeFromParams } from '@/features/admin-dashboard/components/timeframe-select';
import styles from './export-dialog.module.css';

const exportFormatLabels: Record<ExportFormat, { label: string; description: string }> = {
  pdf: { label: 'PDF', description: 'To read and print' },
  excel: { label: 'Excel', description: 'An .xlsx workbook' },
  csv: { label: 'CSV', description: 'Plain rows for any tool' },
};
const EXPORT_FAILED = 'Failed to export data. Please try again.';

const byteFormat = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
const formatBytes = (bytes: number) => byteFormat.format(Math.max(1, Math.round(bytes / 1024)));

type ExportState = { phase: 'idle' } | { phase: 'building'; bytes: number } | { phase: 'failed'; message: string };

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  defaultType?: ExportType;
}

/** The export (docs/product.md#superadmin-console): a type, a format and a timeframe, built on the server and downloaded as a file. */
export function ExportDialog({ open, onClose, defaultType = 'summary' }: ExportDialogProps) {
  const toast = useToast();
  const [type, setType] = useState<ExportType>(defaultType);
  const [format, setFormat] = useState<ExportFormat>('pdf');
  // The page's timeframe (the analytics screen keeps it in the URL) is the export's, so the file says what the
  // screen says (issue 25).
  const [searchParams] = useSearchParams();
  const pageTimeframe = timeframeFromParams(searchParams);
  const [timeframe, setTimeframe] = useState<Timeframe>(pageTimeframe);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  // Each opening starts from the preset of its caller (a report button opens its own type): adjusted while
  // rendering, as React advises for state that follows a prop.
  const [opening, setOpening] = useState({ open, defaultType });
  if (opening.open !== open || opening.defaultType !== defaultType) {
    setOpening({ open, defaultType });
    if (open) {
      setType(defaultType);
      setTimeframe(pageTimeframe);
      setState({ phase: 'idle' });
    }
  }

  useEffect(() => () => abort.current?.abort(), []);

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const download = async () => {
    const request: ExportRequest = { type, format, timeframe };
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'building', bytes: 0 });
    try {
      const { blob, fileName } = await fetchExport(
        request,
        (bytes) => setState({ phase: 'building', bytes }),
        controller.signal,
      );
      saveBlob(blob, fileName);
      setState({ phase: 'idle' });
      toast.show({ tone: 'success', message: `Downloaded ${fileName}` });
      onClose();
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: 'failed', message: apiErrorMessage(error, EXPORT_FAILED) });
    }
  };

  const building = state.phase === 'building';
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Export Data"
      description="Choose what to export; the file is built from live platform data."
      align="start"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button icon={<Download />} loading={building} onClick={() => void download()}>
            Download
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <SelectField
          label="Export type"
          value={type}
          disabled={building}
          onChange={(event) => setType(event.target.value as ExportType)}
          options={labelledOptions(exportTypes, exportTypeLabels)}
        />
        <TimeframeSelect value={timeframe} onChange={setTimeframe} disabled={building} />
        <RadioGroup legend="Format" variant="cards">
          {exportFormats.map((value) => (
            <Radio
              key={value}
              name="export-format"
              value={value}
              label={exportFormatLabels[value].label}
              description={exportFormatLabels[value].description}
              checked={format === value}
              disabled={building}
              onChange={() => setFormat(value)}
            />
          ))}
        </RadioGroup>
        {state.phase === 'building' ? (
          <div className={styles.progress} role="status">
            <Spinner size="sm" />
            <span>Building your export...</span>
            {state.bytes > 0 ? <span className={styles.bytes}>{formatBytes(state.bytes)} received</span> : null}
          </div>
        ) : null}
        {state.phase === 'failed' ? <Alert tone="danger" title={state.message} /> : null}
      </div>
    </Dialog>
  );
}
