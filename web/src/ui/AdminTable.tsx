import type { ReactNode } from 'react';
import './AdminTable.css';

export type AdminColumn<Row> = {
  label: string;
  render: (row: Row) => ReactNode;
  /** The row's title cell: leads the card on a phone. */
  primary?: boolean;
  /** Right-aligned actions cell. */
  actions?: boolean;
  /** Short values (dates, roles) that read badly when broken over lines. */
  nowrap?: boolean;
};

/** A row's key in the table: its id, unless rowKey says otherwise; rows without an id must say. */
type RowKey<Row> = Row extends { id: string } ? { rowKey?: (row: Row) => string } : { rowKey: (row: Row) => string };

type AdminTableProps<Row> = {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  empty: ReactNode;
} & RowKey<Row>;

// Used only where RowKey lets rowKey be left out, that is where Row has an id.
const idOf = (row: unknown) => (row as { id: string }).id;

/**
 * A real table on a desktop; below 760 px each row becomes a card whose cells carry their
 * column name (admins check a user on the phone too).
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey = idOf, empty }: AdminTableProps<Row>) {
  if (rows.length === 0) return <div className="admin-table__empty">{empty}</div>;
  return (
    <div className="admin-table__scroll">
      {/* Explicit roles: the phone layout restyles rows as blocks, which would otherwise drop table semantics. */}
      <table className="admin-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.label} role="columnheader" scope="col" className={c.actions ? 'admin-table__actions-head' : undefined}>
                {c.actions ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" data-row-key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.label}
                  role="cell"
                  data-label={c.primary || c.actions ? undefined : c.label}
                  className={
                    [c.primary ? 'admin-table__primary' : '', c.actions ? 'admin-table__actions' : '', c.nowrap ? 'admin-table__nowrap' : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's title cell: the name (with an optional badge) and a second line under it, such as the email. */
export function TitleCell({ title, sub, badge }: { title: ReactNode; sub?: ReactNode; badge?: ReactNode }) {
  return (
    <>
      <span className="admin-table__title">
        {title}
        {badge}
      </span>
      {sub ? <span className="admin-table__sub">{sub}</span> : null}
    </>
  );
}
