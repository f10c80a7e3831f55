import type { PullResponse } from '@pitchside/shared';

/**
 * JSON text made already. A changed row's entity is kept as one (pull.ts), made once per row
 * version and shared by every answer that carries it: the devices of a club pull the same rows,
 * so writing an answer becomes joining texts, and a kept row costs the garbage collector one
 * object, not one per field. A whole answer is one too: `c.json` (http/compress-json.ts) sends
 * it as it is.
 */
export class JsonText {
  constructor(readonly text: string) {}
  /** Serialized any other way (JSON.stringify of a whole answer), it is the value it spells. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

type Changes = PullResponse['changes'];

/** A pull's answer as pull.ts makes it: each changed row as its entity or its entity's text. */
export type PullAnswer = Omit<PullResponse, 'changes'> & {
  changes: { [T in keyof Changes]?: (NonNullable<Changes[T]>[number] | JsonText)[] | undefined };
};

function changesText(changes: PullAnswer['changes']): string {
  const lists = Object.entries(changes).flatMap(([table, entities]) =>
    entities === undefined ? [] : [`${JSON.stringify(table)}:[${(entities as unknown[]).map((e) => (e instanceof JsonText ? e.text : JSON.stringify(e))).join(',')}]`],
  );
  return `{${lists.join(',')}}`;
}

/** The answer's JSON text, as JSON.stringify writes it. */
export function pullAnswerText(answer: PullAnswer): JsonText {
  const fields = Object.entries(answer).flatMap(([key, value]) =>
    value === undefined ? [] : [`${JSON.stringify(key)}:${key === 'changes' ? changesText(value as PullAnswer['changes']) : JSON.stringify(value)}`],
  );
  return new JsonText(`{${fields.join(',')}}`);
}
