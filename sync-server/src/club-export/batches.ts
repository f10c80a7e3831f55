/** How much text the export gathers before handing it to the zip: a few rows per write, not one. */
const BATCH_CHARS = 64_000;

/** Joins the pieces into batches of about BATCH_CHARS, in order; the last batch may be empty. */
export async function* inBatches(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let batch = '';
  for await (const piece of pieces) {
    batch += piece;
    if (batch.length > BATCH_CHARS) {
      yield batch;
      batch = '';
    }
  }
  yield batch;
}
