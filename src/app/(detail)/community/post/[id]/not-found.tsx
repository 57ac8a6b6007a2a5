import { PageNotFound } from "@/app/_shell/page-not-found";
import { HiddenPostNotice } from "@/domains/community/post-pages";

// A post page's 404: the same for everyone; its author, if an admin hid it, gets a notice filled in on the client.
export default function PostNotFound() {
  return (
    <>
      <HiddenPostNotice />
      <PageNotFound />
    </>
  );
}
