import "server-only";

/** Boards' face: the list and a board by slug, the tabs, the admin's board manager and its writes. */
export { AdminBoardManager } from "./admin-board-manager";
export { boardInput, boardUpdateInput, createBoard, updateBoard } from "./board-admin";
export { BoardTabs } from "./board-tabs";
export { getBoardBySlug, listBoards } from "./boards";
