import type { Metadata } from "next";

/**
 * X (Twitter) card tags without image tags: X reads og:image when twitter:image is absent, so the five image tags Next
 * would copy from og:image (in the head, and again in the RSC payload) are left out.
 */
export const twitterCard = (card: "summary" | "summary_large_image", title: string, description: string): Metadata["twitter"] => ({
  card,
  title,
  description,
  images: [],
});
