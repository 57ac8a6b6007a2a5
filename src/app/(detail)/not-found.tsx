import { PageNotFound } from "@/app/_shell/page-not-found";

// notFound() from a post page: the group's layout already draws the header and footer. Without this file the
// root not-found (which brings its own shell) would ride in every product and post page's RSC payload a second time.
export default PageNotFound;
