/** The /wishlist page's face: the member's list with its basket planner and saved searches, and the wishes the policy withholds. */
export { WishlistView } from "./wishlist-view";
export { WithheldWishes } from "./withheld-wishes";
