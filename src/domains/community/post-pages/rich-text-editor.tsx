"use client";

import { Bold, ImagePlus, Italic, LineChart, Link2, List, ListOrdered, Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";
import { priceChartEmbedHtml } from "../price-chart-embed";
import "./post-body.css";

/** Image upload for the editor: the server sniffs, checks and re-encodes; answers the URL or null. */
async function uploadImage(file: File): Promise<string | null> {
  const form = new FormData();
  form.set("file", file);
  const response = await fetch("/api/community/images", { method: "POST", body: form, credentials: "same-origin" }).catch(() => null);
  const json = (await response?.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
  if (response?.ok && json?.url) return json.url;
  lazyToast.error(json?.error?.message ?? "사진을 올리지 못했습니다.");
  return null;
}

const COMMANDS = [
  { label: "굵게", icon: Bold, command: "bold" },
  { label: "기울임", icon: Italic, command: "italic" },
  { label: "글머리 목록", icon: List, command: "insertUnorderedList" },
  { label: "번호 목록", icon: ListOrdered, command: "insertOrderedList" },
  { label: "인용", icon: Quote, command: "formatBlock", value: "blockquote" },
] as const;

/** The page's selection when it lies inside `element`. */
function selectionWithin(element: HTMLElement | null): Selection | null {
  const selection = window.getSelection();
  return selection?.rangeCount && element?.contains(selection.anchorNode) ? selection : null;
}

const tool = "inline-flex h-9 w-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100";

/**
 * A small editor on the browser's own contentEditable: bold, italic, lists, quote, link and image.
 * What it makes is only a suggestion: the server keeps what its allow-list allows (rich-text.ts).
 */
export function RichTextEditor({ initialHtml, onChange }: { initialHtml: string; onChange: (html: string) => void }) {
  const editor = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  // The one field under the toolbar: a link's address, or the product (address or 퍼가기 code) whose price chart to put in.
  const [panel, setPanel] = useState<"link" | "chart" | null>(null);
  const [link, setLink] = useState("https://");
  const [chart, setChart] = useState("");
  const [uploading, setUploading] = useState(false);

  const sync = () => onChange(editor.current?.innerHTML ?? "");
  // A copy of where the caret was, kept on every selection change (typing through an IME fires no keyup): the link field and
  // the photo picker take focus away, and their command must land there. A stale or live Range put back while the caret
  // is still in the editor moved text (turning 굵게 off wrote the next words before earlier ones).
  useEffect(() => {
    const remember = () => {
      const selection = selectionWithin(editor.current);
      if (selection) saved.current = selection.getRangeAt(0).cloneRange();
    };
    document.addEventListener("selectionchange", remember);
    return () => document.removeEventListener("selectionchange", remember);
  }, []);
  const restore = () => {
    if (selectionWithin(editor.current) && document.activeElement === editor.current) return;
    editor.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };
  const run = (command: string, value?: string) => {
    restore();
    document.execCommand(command, false, value);
    sync();
  };

  return (
    <div className="rounded-lg border border-gray-300 bg-white focus-within:border-brand-600">
      <div role="toolbar" aria-label="글 서식" className="flex flex-wrap items-center gap-0.5 border-b border-gray-200 p-1">
        {COMMANDS.map((c) => (
          <button
            key={c.label}
            type="button"
            title={c.label}
            aria-label={c.label}
            className={tool}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command, "value" in c ? c.value : undefined)}
          >
            <c.icon aria-hidden className="h-4.5 w-4.5" />
          </button>
        ))}
        <button
          type="button"
          title="링크"
          aria-label="링크"
          className={tool}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setPanel((open) => (open === "link" ? null : "link"))}
        >
          <Link2 aria-hidden className="h-4.5 w-4.5" />
        </button>
        <button
          type="button"
          title="가격 차트"
          aria-label="가격 차트 넣기"
          className={tool}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setPanel((open) => (open === "chart" ? null : "chart"))}
        >
          <LineChart aria-hidden className="h-4.5 w-4.5" />
        </button>
        <label className={`${tool} cursor-pointer`} title="사진" aria-label="사진 넣기">
          <ImagePlus aria-hidden className="h-4.5 w-4.5" />
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            data-testid="image-input"
            disabled={uploading}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              setUploading(true);
              const url = await uploadImage(file);
              setUploading(false);
              if (url) run("insertHTML", `<img src="${url}" alt="첨부한 사진">`);
            }}
          />
        </label>
        {uploading ? <span className="px-2 text-xs text-gray-600">사진 올리는 중…</span> : null}
      </div>
      {panel === "link" ? (
        <PanelField
          label="링크 주소"
          value={link}
          onChange={setLink}
          onInsert={() => {
            if (/^https?:\/\/\S+$/i.test(link)) run("createLink", link);
            else lazyToast.error("http:// 또는 https:// 로 시작하는 주소만 넣을 수 있습니다.");
            setPanel(null);
          }}
        />
      ) : null}
      {panel === "chart" ? (
        <PanelField
          label="상품 주소 또는 퍼가기 코드"
          placeholder="예: /products/12 (상품 페이지의 퍼가기 코드도 됩니다)"
          value={chart}
          onChange={setChart}
          onInsert={() => {
            const html = priceChartEmbedHtml(chart);
            if (html) run("insertHTML", html);
            else lazyToast.error("상품 페이지 주소(/products/번호)나 퍼가기 코드를 넣어 주세요.");
            setChart("");
            setPanel(null);
          }}
        />
      ) : null}
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-label="내용"
        contentEditable
        suppressContentEditableWarning
        data-testid="post-editor"
        className="post-body min-h-64 px-3 py-2 outline-none"
        onInput={sync}
        onBlur={sync}
        // The stored HTML was sanitised on write; the page re-sanitises it before handing it here.
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
    </div>
  );
}

/** The field under the toolbar with its 넣기 button (a link's address, a price chart's product). */
function PanelField({
  label,
  placeholder,
  value,
  onChange,
  onInsert,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onInsert: () => void;
}) {
  return (
    <div className="flex gap-2 border-b border-gray-200 p-2">
      <input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1 text-sm"
      />
      <button type="button" className="rounded-md bg-gray-800 px-3 text-sm font-semibold text-white" onClick={onInsert}>
        넣기
      </button>
    </div>
  );
}
