/** Suggestions' face for client components: the header's search box with its autocomplete. */
export { HeaderSearchBox } from "./header-search-box";
