import "server-only";

/** Boards' face: the list and a board by slug, the admin's writes. */
export { boardInput, boardUpdateInput, createBoard, updateBoard } from "./board-admin";
export { getBoardBySlug, listBoards, type Board } from "./boards";
