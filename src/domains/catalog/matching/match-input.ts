import "@/platform/zod-korean";
import { z } from "zod";

const inhalation = z.enum(["MTL", "DL"]);
const nicotineForm = z.enum(["freebase", "salt"]);
const nicotineSource = z.enum(["tobacco_leaf", "stem_root", "synthetic", "none"]);

/** catalog.json of `npm run match`: the same shape the crawler builds from the database. */
export const matchCatalogSchema = z.object({
  manufacturers: z.array(z.object({ name: z.string().min(1), aliases: z.array(z.string()).optional() })),
  products: z.array(
    z.object({
      id: z.number().int(),
      manufacturer: z.string().min(1),
      name: z.string().min(1),
      inhalation,
      nicotineForm,
      nicotineMg: z.number().min(0),
      volumeMl: z.number().int().positive(),
      nicotineSource: nicotineSource.optional(),
      aliases: z.array(z.string()).optional(),
    }),
  ),
});

/** titles.json of `npm run match`: shop titles in the order decisions are printed. */
export const shopTitlesSchema = z.array(z.object({ shop: z.string(), title: z.string() }));
