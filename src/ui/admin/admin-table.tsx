import { PlainTable, TableScroll, Td, Th } from "./table-parts";

type Column = string | { label: React.ReactNode; right?: boolean };

/**
 * An admin list: horizontally scrollable on a phone, one header row, the rows given as children, and
 * `empty` below the header when there are none; `label` names its scrolling region; `fit` for a few short columns
 * that fit a phone's width (see PlainTable).
 */
export function AdminTable({
  label,
  columns,
  rowCount,
  empty,
  fit = false,
  children,
}: {
  label: string;
  columns: Column[];
  rowCount: number;
  empty: string;
  fit?: boolean;
  children: React.ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <PlainTable fit={fit}>
        <thead>
          <tr>
            {columns.map((column, i) => {
              const { label: heading, right } = typeof column === "string" ? { label: column, right: false } : column;
              return (
                <Th key={i} className={right ? "text-right" : undefined}>
                  {heading}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </PlainTable>
      {/* Outside the table, so it stays centred in view on a phone however wide the table scrolls. */}
      {rowCount === 0 ? <p className="sticky left-0 px-3 py-10 text-center text-gray-500">{empty}</p> : null}
    </TableScroll>
  );
}

/** The last cell of an admin row: its buttons, right-aligned side by side. */
export function ActionsCell({ children }: { children: React.ReactNode }) {
  return (
    <Td className="text-right">
      <span className="inline-flex gap-1">{children}</span>
    </Td>
  );
}
