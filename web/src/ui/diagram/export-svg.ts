/**
 * A drawn diagram as a file of its own (Export SVG / PNG). The drawing on screen takes its
 * colours from design tokens (`var(--diagram-grass)`); a file opened elsewhere has no tokens,
 * so each is replaced by its value, and the picture gets a size of its own.
 */

const varPattern = /var\((--[a-z0-9-]+)\)/gi;

/** Pixel width of an exported picture; the height follows the drawing's proportions. */
export const EXPORT_WIDTH = 1200;

export type ExportedSvg = { text: string; width: number; height: number };

/**
 * The SVG markup of a DrillDiagram as a standalone file: tokens resolved (`resolve` answers a
 * token's value, e.g. from the page's computed style), a pixel size from its viewBox, the
 * on-screen style (width 100%, max height) dropped, and the XML prolog.
 */
export function standaloneSvg(markup: string, resolve: (token: string) => string | undefined, width = EXPORT_WIDTH): ExportedSvg {
  const viewBox = /viewBox="([^"]+)"/.exec(markup)?.[1]?.split(/\s+/).map(Number) ?? [];
  const [, , w = 1, h = 1] = viewBox;
  const height = Math.round((width * h) / w);
  const resolved = markup.replace(varPattern, (whole, token: string) => resolve(token)?.trim() || whole);
  const sized = resolved
    .replace(/^<svg([^>]*?) width="100%"/, '<svg$1')
    .replace(/^<svg([^>]*?) style="[^"]*"/, '<svg$1')
    .replace(/^<svg/, `<svg width="${width}" height="${height}"`);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${sized}`, width, height };
}

/** A file name from the drill's title: 'Rondo 4v1!' becomes 'rondo-4v1-diagram.svg'. */
export function exportFileName(title: string, extension: 'svg' | 'png'): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'drill'}-diagram.${extension}`;
}
