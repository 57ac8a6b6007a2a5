import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import type { TalkTextTemplate } from "./kakao-api";

/** Kakao's limit on a text template's text. */
const TEXT_LIMIT = 200;

/** A stored notification as a 나에게 보내기 text message: its title and content, a link and button to its page on the site. */
export function talkTemplateFor({ message, baseUrl }: { message: ChannelMessage; baseUrl: string }): TalkTextTemplate {
  // The url is a site path; anything else (a full or protocol-relative address) falls back to the home page.
  const path = message.url.startsWith("/") && !message.url.startsWith("//") ? message.url : "/";
  const url = new URL(path, baseUrl).toString();
  const text = `${message.title}\n${message.body}`;
  return {
    object_type: "text",
    text: text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text,
    link: { web_url: url, mobile_web_url: url },
    button_title: path.startsWith("/products/") ? "상품 보기" : "자세히 보기",
  };
}
