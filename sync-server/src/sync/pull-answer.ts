import type { PullResponse } from '@pitchside/shared';

/**
 * A changed row's entity as JSON text, made once per row version and shared by every answer
 * that carries it (pull.ts keeps them): the devices of a club pull the same rows, so writing
 * an answer becomes joining texts. Kept as one string rather than the entity's objects, the
 * rows the server holds cost the garbage collector one object each, not one per field.
 */
export class EntityText {
  constructor(readonly text: string) {}
  /** Serialized any other way (JSON.stringify of a whole answer), it is the entity it spells. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

type Changes = PullResponse['changes'];

/** A pull's answer as pull.ts makes it: each changed row as its entity or its entity's text. */
export type PullAnswer = Omit<PullResponse, 'changes'> & {
  changes: { [T in keyof Changes]?: (NonNullable<Changes[T]>[number] | EntityText)[] | undefined };
};

function changesText(changes: PullAnswer['changes']): string {
  const lists = Object.entries(changes).flatMap(([table, entities]) =>
    entities === undefined ? [] : [`${JSON.stringify(table)}:[${(entities as unknown[]).map((e) => (e instanceof EntityText ? e.text : JSON.stringify(e))).join(',')}]`],
  );
  return `{${lists.join(',')}}`;
}

/** The answer's JSON text, as JSON.stringify writes it. */
export function pullAnswerText(answer: PullAnswer): string {
  const fields = Object.entries(answer).flatMap(([key, value]) =>
    value === undefined ? [] : [`${JSON.stringify(key)}:${key === 'changes' ? changesText(value as PullAnswer['changes']) : JSON.stringify(value)}`],
  );
  return `{${fields.join(',')}}`;
}
