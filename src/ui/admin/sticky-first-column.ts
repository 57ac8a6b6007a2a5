/**
 * For the element around an admin table: the first column (the name a row is about) stays in view while the table
 * scrolls sideways on a phone; where the table fits, nothing moves.
 */
export const stickyFirstColumn =
  "[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-[1] [&_td:first-child]:bg-white [&_th:first-child]:bg-gray-50 [&_tr>*:first-child]:shadow-[1px_0_0_#e5e7eb]";
