import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Diagram } from '@pitchside/shared';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';
import { exportFileName, standaloneSvg, type ExportedSvg } from '../../ui/diagram/export-svg';

/** Export SVG / PNG of a drawn diagram: the whole drill (every phase, with its key), as a file to keep or send. */

function diagramSvg(diagram: Diagram, title: string): ExportedSvg {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(createElement(DrillDiagram, { diagram, title, legend: true })));
  const markup = host.innerHTML;
  root.unmount();
  const style = getComputedStyle(document.documentElement);
  return standaloneSvg(markup, (token) => style.getPropertyValue(token));
}

function save(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function exportSvgFile(diagram: Diagram, title: string): void {
  const svg = diagramSvg(diagram, title);
  save(new Blob([svg.text], { type: 'image/svg+xml' }), exportFileName(title, 'svg'));
}

export async function exportPngFile(diagram: Diagram, title: string): Promise<void> {
  const svg = diagramSvg(diagram, title);
  const url = URL.createObjectURL(new Blob([svg.text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = svg.width;
    canvas.height = svg.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the picture');
    context.drawImage(image, 0, 0, svg.width, svg.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('This browser cannot save the picture');
    save(blob, exportFileName(title, 'png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
