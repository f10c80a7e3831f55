import type { ReactNode } from 'react';

export type MinutesColumn<Row> = {
  header: string;
  /** Numbers are right-aligned, to compare down the column. */
  numeric?: boolean;
  /** The cell's test id, where a test reads the column. */
  testId?: string;
  cell: (row: Row) => ReactNode;
};

type MinutesTableProps<Row> = {
  rows: readonly Row[];
  /** The player of the row (its key, and data-player-id for tests). */
  playerIdOf: (row: Row) => string;
  /** The row's header cell: who the player is. */
  playerOf: (row: Row) => ReactNode;
  columns: readonly MinutesColumn<Row>[];
  label?: string;
};

/** A table of players and their minutes: the lineup's plan, the match's minutes, the club's across matches. */
export function MinutesTable<Row>({ rows, playerIdOf, playerOf, columns, label }: MinutesTableProps<Row>) {
  const numberClass = (column: MinutesColumn<Row>) => (column.numeric ? 'match-table__number' : undefined);
  return (
    <table className="match-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Player</th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={numberClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={playerIdOf(row)} data-player-id={playerIdOf(row)}>
            <th scope="row">{playerOf(row)}</th>
            {columns.map((column) => (
              <td key={column.header} className={numberClass(column)} data-testid={column.testId}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
