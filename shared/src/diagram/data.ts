import { diagramSchema, type Diagram } from './schema';

/**
 * A diagram sent as JSON text (the activity form's `diagramData` field), checked the same way
 * on the device and on the server before zod sees it: not too long, not nested deeper than
 * any diagram is, then the shared schema. A blank field or 'null' means no drawn diagram.
 */

/** Far above a full designer drawing (8 phases of 60 pieces is about 60 KB). */
export const MAX_DIAGRAM_TEXT = 200_000;
/** A diagram nests four levels (diagram, arrows, arrow, point); anything deeper is not one. */
export const MAX_DIAGRAM_DEPTH = 6;

export type DiagramDataResult = { ok: true; diagram: Diagram | null } | { ok: false; message: string };

/** The nesting depth of a JSON value, walked without recursion so no input can overflow the stack. */
export function jsonDepth(value: unknown, stopAt = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

/** Checks a parsed value as a diagram: depth first, then the schema (which also migrates version 1). */
export function checkDiagramValue(value: unknown): DiagramDataResult {
  if (value === null) return { ok: true, diagram: null };
  if (jsonDepth(value, MAX_DIAGRAM_DEPTH) > MAX_DIAGRAM_DEPTH) return { ok: false, message: 'The diagram is nested too deeply.' };
  const parsed = diagramSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    return { ok: false, message: `The diagram is not valid${where}: ${issue?.message ?? 'wrong shape'}.` };
  }
  return { ok: true, diagram: parsed.data };
}

export function parseDiagramData(text: string): DiagramDataResult {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'null') return { ok: true, diagram: null };
  if (text.length > MAX_DIAGRAM_TEXT) return { ok: false, message: 'The diagram is too large.' };
  let value: unknown;
  try {
    value = JSON.parse(trimmed) as unknown;
  } catch {
    return { ok: false, message: 'The diagram must be JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'The diagram must be a JSON object.' };
  return checkDiagramValue(value);
}
