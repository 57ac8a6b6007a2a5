/** The flavour family's colours (product-thumb.css); other flavours get the brand's. */
const TONES: Record<string, string> = {
  과일: "tone-fruit",
  베리: "tone-berry",
  연초: "tone-tobacco",
  디저트: "tone-dessert",
  음료: "tone-drink",
  멘솔: "tone-menthol",
  캔디: "tone-candy",
};

/** A drawn stand-in for a product photo: the flavour family's colours, the name's first letter and the volume. */
export function ProductThumb({
  name,
  flavor,
  volumeMl,
  size = "md",
}: {
  name: string;
  /** The first flavour tag. */
  flavor: string | undefined;
  volumeMl: number;
  size?: "md" | "lg";
}) {
  const letter = name
    .replace(/^(쿨|아이스|프로즌)\s+/, "")
    .trim()
    .charAt(0);
  return (
    <div aria-hidden className={`thumb ${TONES[flavor ?? ""] ?? "tone-brand"}${size === "lg" ? " thumb-lg" : ""}`}>
      <b>{letter}</b>
      <i>{`${volumeMl}ml`}</i>
    </div>
  );
}
