import { useState } from 'react';
import type { Diagram } from '@pitchside/shared';
import { Button, toast } from '../../ui';

/** Export PNG and Export SVG under a drawn diagram: the files are made on the device, offline too. */
export function DiagramExport({ diagram, title }: { diagram: Diagram; title: string }) {
  const [busy, setBusy] = useState(false);
  const run = async (kind: 'png' | 'svg') => {
    setBusy(true);
    try {
      // Loaded on first use: the detail dialog does not pay for it up front.
      const files = await import('./diagram-files');
      if (kind === 'svg') files.exportSvgFile(diagram, title);
      else await files.exportPngFile(diagram, title);
    } catch (error) {
      toast({ title: 'Export failed', description: error instanceof Error ? error.message : 'Could not make the file', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="diagram-export" role="group" aria-label="Export diagram">
      <Button variant="secondary" size="sm" onClick={() => void run('png')} disabled={busy}>
        Export PNG
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void run('svg')} disabled={busy}>
        Export SVG
      </Button>
    </div>
  );
}
