/** Duplicates' face: the duplicate-product finder, its proposals, and merging (and unmerging) products. */
export { startDuplicateFinder } from "./duplicate-finder-service";
export { dismissDuplicateProposal, findDuplicateProducts, getDuplicateProposal, listDuplicateProposals } from "./duplicate-products";
export { findMergedProductTarget, listRecentMerges, mergeProductsInCatalog, recordMergeMoves, undoMergeInCatalog } from "./merge-products";
