import "server-only";

/** Members' face: /profile's settings, the header's user menu. */
export { ProfileSettings } from "./profile-settings";
export { UserMenu } from "./user-menu";
