import type { PullResponse } from '@pitchside/shared';

/**
 * A pull answer's JSON text, as JSON.stringify writes it, with each entity's text written
 * once: the devices of a club pull the same rows, and their entities are shared between
 * answers (pull.ts keeps each row's at its version), so serializing the answer becomes
 * joining texts. A text is kept as long as its entity is.
 */
const entityTexts = new WeakMap<object, string>();

function entityText(entity: object): string {
  let text = entityTexts.get(entity);
  if (text === undefined) {
    text = JSON.stringify(entity);
    entityTexts.set(entity, text);
  }
  return text;
}

function changesText(changes: PullResponse['changes']): string {
  const lists = Object.entries(changes).flatMap(([table, entities]) =>
    entities === undefined ? [] : [`${JSON.stringify(table)}:[${(entities as object[]).map(entityText).join(',')}]`],
  );
  return `{${lists.join(',')}}`;
}

export function pullAnswerText(answer: PullResponse): string {
  const fields = Object.entries(answer).flatMap(([key, value]) =>
    value === undefined ? [] : [`${JSON.stringify(key)}:${key === 'changes' ? changesText(value as PullResponse['changes']) : JSON.stringify(value)}`],
  );
  return `{${fields.join(',')}}`;
}
