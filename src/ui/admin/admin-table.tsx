import { table, tableWrap, td, th } from "./admin-ui";

type Column = string | { label: React.ReactNode; right?: boolean };

/**
 * An admin list: horizontally scrollable on a phone, one header row, the rows given as children, and
 * `empty` below the header when there are none.
 */
export function AdminTable({
  columns,
  rowCount,
  empty,
  children,
}: {
  columns: Column[];
  rowCount: number;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <div className={tableWrap}>
      <table className={table}>
        <thead>
          <tr>
            {columns.map((column, i) => {
              const { label, right } = typeof column === "string" ? { label: column, right: false } : column;
              return (
                <th key={i} className={right ? `${th} text-right` : th}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {/* Outside the table, so it stays centred in view on a phone however wide the table scrolls. */}
      {rowCount === 0 ? <p className="sticky left-0 px-3 py-10 text-center text-gray-500">{empty}</p> : null}
    </div>
  );
}

/** The last cell of an admin row: its buttons, right-aligned side by side. */
export function ActionsCell({ children }: { children: React.ReactNode }) {
  return (
    <td className={`${td} text-right`}>
      <span className="inline-flex gap-1">{children}</span>
    </td>
  );
}
