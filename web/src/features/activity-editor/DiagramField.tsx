import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_UPLOAD_TYPES, type Diagram } from '@pitchside/shared';
import { Button } from '../../ui';
import { deviceStorage, readItem } from '../../data/device-store';
import { Spinner } from '../../ui/Spinner';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';
import { checkDiagramFile, type FileProblem } from './diagram-file';

type DiagramFieldProps = {
  /** The newly chosen image, if any. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** Edit: the stored uploaded image, unless the coach removed it. */
  storedUrl: string | null;
  onRemoveStored?: () => void;
  /** A drawn diagram of a library drill (shown when there is no uploaded image). */
  drawn?: Diagram | null;
  title: string;
  /** The diagram drawn in the Drill Designer (the form's `diagramData`). */
  drawing: Diagram | null;
  onDrawing: (diagram: Diagram | null) => void;
  /** Where the designer keeps its drawing in progress; one there reopens the designer after a reload. */
  designerDraftKey: string;
};

// The designer loads only when a coach opens it.
const DrillDesigner = lazy(() => import('../drill-designer/DrillDesigner'));

/** The diagram upload with preview: images only, under 5 MB (docs/spec/accounts.md sections 5 and 8). */
export function DiagramField({ file, onFile, storedUrl, onRemoveStored, drawn, title, drawing, onDrawing, designerDraftKey }: DiagramFieldProps) {
  const id = useId();
  const [designing, setDesigning] = useState(() => readItem(deviceStorage('session'), designerDraftKey) !== null);
  const input = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Said under the field, where the file was chosen: a floating toast could cover the form's Save.
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const found = await checkDiagramFile(chosen);
    setProblem(found);
    if (found) {
      if (input.current) input.current.value = '';
      return;
    }
    onFile(chosen);
  };

  const shownUrl = previewUrl ?? storedUrl;
  return (
    <div className="field diagram-field">
      <label htmlFor={id} className="field__label">
        Diagram
      </label>
      <p id={`${id}-hint`} className="field__hint">
        An image of the drill (PNG, JPEG, GIF or WebP), smaller than 5MB.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        className="diagram-field__input"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <div className="row diagram-field__draw">
        <Button variant="secondary" onClick={() => setDesigning(true)}>
          {drawing ? 'Edit drawing' : 'Draw diagram'}
        </Button>
        {drawing ? (
          <Button variant="secondary" onClick={() => onDrawing(null)}>
            Remove drawing
          </Button>
        ) : null}
      </div>
      {designing ? (
        <Suspense fallback={<Spinner block label="Opening the designer..." />}>
          <DrillDesigner
            initial={drawing}
            draftKey={designerDraftKey}
            title={title}
            onDone={(d) => {
              onDrawing(d);
              setDesigning(false);
            }}
            onCancel={() => setDesigning(false)}
          />
        </Suspense>
      ) : null}
      {drawing ? (
        <figure className="diagram-field__preview stack gap-2" data-testid="drawn-diagram-preview">
          <DrillDiagram diagram={drawing} title={title || 'Drawn diagram'} legend />
          <figcaption className="field__hint">Drawn diagram</figcaption>
        </figure>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          <strong>{problem.title}:</strong> {problem.description}
        </p>
      ) : null}
      {shownUrl ? (
        <figure className="diagram-field__preview stack gap-2">
          <img src={shownUrl} alt={file ? `Preview of ${file.name}` : `Diagram of ${title || 'this activity'}`} />
          <figcaption className="row">
            <span className="field__hint">{file ? file.name : 'Current diagram'}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                if (file) {
                  onFile(null);
                  if (input.current) input.current.value = '';
                } else onRemoveStored?.();
              }}
            >
              {file ? 'Remove image' : 'Remove diagram'}
            </Button>
          </figcaption>
        </figure>
      ) : drawn && !drawing ? (
        <figure className="diagram-field__preview stack gap-2">
          <DrillDiagram diagram={drawn} title={title} />
          <figcaption className="field__hint">The drawn library diagram is shown until an image is uploaded.</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
