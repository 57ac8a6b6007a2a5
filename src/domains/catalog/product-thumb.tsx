import "./product-thumb.css";

const TONES: Record<string, string> = {
  과일: "from-orange-100 to-amber-200 text-orange-900",
  베리: "from-pink-100 to-rose-200 text-rose-900",
  연초: "from-amber-100 to-stone-300 text-stone-900",
  디저트: "from-yellow-50 to-amber-100 text-amber-900",
  음료: "from-sky-100 to-cyan-200 text-sky-900",
  멘솔: "from-emerald-100 to-teal-200 text-teal-900",
  캔디: "from-fuchsia-100 to-purple-200 text-purple-900",
};
const DEFAULT_TONE = "from-brand-50 to-brand-100 text-brand-800";

/** A drawn stand-in for a product photo: the flavour family's colours, the name's first letter and the volume. */
export function ProductThumb({
  name,
  flavorTags,
  volumeMl,
  size = "md",
}: {
  name: string;
  flavorTags: string[];
  volumeMl: number;
  size?: "md" | "lg";
}) {
  const tone = TONES[flavorTags[0] ?? ""] ?? DEFAULT_TONE;
  const letter = name
    .replace(/^(쿨|아이스|프로즌)\s+/, "")
    .trim()
    .charAt(0);
  return (
    <div aria-hidden className={`thumb ${tone}`}>
      <span className={`font-extrabold ${size === "lg" ? "text-4xl md:text-7xl" : "text-4xl"}`}>{letter}</span>
      <span className={size === "lg" ? "thumb-volume hidden md:inline" : "thumb-volume"}>{`${volumeMl}ml`}</span>
    </div>
  );
}
