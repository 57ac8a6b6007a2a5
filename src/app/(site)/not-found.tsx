import { PageNotFound } from "@/app/_shell/page-not-found";

// notFound() from a page of this group: the group's layout already draws the header and footer.
export default PageNotFound;
