import { useState } from 'react';
import { Button, Card, CardContent, PageHeader } from '../../ui';
import { errorMessage } from '../../data/api';
import { downloadClubExport, megabytes } from './download-export';
import '../../widgets/admin-shared/admin.css';

type State = { step: 'idle' } | { step: 'downloading'; bytes: number } | { step: 'done'; name: string; bytes: number } | { step: 'failed'; message: string };

/** Export all club data (/org-admin/export): one zip of CSVs, a JSON and a README. */
export function ClubExport() {
  const [state, setState] = useState<State>({ step: 'idle' });

  const start = async () => {
    setState({ step: 'downloading', bytes: 0 });
    try {
      const { file, name } = await downloadClubExport((bytes) => setState({ step: 'downloading', bytes }));
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ step: 'done', name, bytes: file.size });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, 'The export failed. Please try again.') });
    }
  };

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader title="Export club data" description="Everything your club holds in Pitchside, in one file you can keep or hand on." />
      <Card>
        <CardContent className="stack gap-4">
          <p>
            The zip holds one spreadsheet (CSV) each for players, attendance, sessions, the schedule, the activities your club made, matches
            and the events of each match, the
            same data as one JSON file, and a README that explains every column. Keep it somewhere safe: it names children.
          </p>
          <div>
            <Button onClick={() => void start()} disabled={state.step === 'downloading'}>
              {state.step === 'downloading' ? 'Preparing export…' : 'Download all club data'}
            </Button>
          </div>
          <div role="status" aria-live="polite">
            {state.step === 'downloading' ? (
              <>
                <progress aria-label="Export progress" />
                <p>Downloaded {megabytes(state.bytes)} so far</p>
              </>
            ) : null}
            {state.step === 'done' ? <p>Saved {state.name} ({megabytes(state.bytes)}).</p> : null}
          </div>
          {state.step === 'failed' ? (
            <p role="alert" className="text-danger">
              {state.message}
            </p>
          ) : null}
          <p>
            For one player's data (a parent's request), open the player on their team's roster and choose Export. Exports are recorded in
            the audit trail.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
export default ClubExport;
