import type { Metadata } from "next";
import { PostPage, postPageMetadata } from "@/domains/community/post-pages";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata({ id: (await params).id });
}

export default async function Page({ params }: Props) {
  return <PostPage id={(await params).id} />;
}
