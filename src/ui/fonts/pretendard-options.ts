import type { FontLoaderOptions } from "./font-loader";

/** The stylesheet link's id and the localStorage flag that says the font files are cached. */
export const PRETENDARD_LOADER: FontLoaderOptions = { linkId: "pretendard-css", storageKey: "pretendard" };
