/**
 * Comparing names across scripts by sound (`Lemon Tart` and `레몬타르트`, `Dinner Lady` and `디너레이디`): the one
 * comparison the matcher uses, for the search domain and the duplicate finder too.
 */
export { nameSoundKey, namesSoundAlike } from "./matching/name-sound";
