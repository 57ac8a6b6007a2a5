import "server-only";

/** Member admin's face: the dashboard's counts, the members' table, a ban or grade change. */
export { countActiveMembers, countMembersForDashboard } from "./admin-member-stats";
export { AdminMemberTable } from "./admin-member-table";
export { moderateMember } from "./moderate-member";
