import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminRowPhoto } from "./admin-row-photo";

const render = (imageUrl: string | null) => renderToStaticMarkup(createElement(AdminRowPhoto, { imageUrl }));

describe("AdminRowPhoto", () => {
  it("shows our photo at the media route's smallest copy", () => {
    expect(render("/media/products/0123456789abcdef01234567.webp")).toContain('src="/media/products/0123456789abcdef01234567.webp?w=240"');
  });

  it("shows an empty square, never the picture, for a shop's image address or none", () => {
    for (const imageUrl of ["https://shop.example/goods/1.jpg", "//shop.example/1.jpg", null]) {
      const html = render(imageUrl);
      expect(html).not.toContain("<img");
      expect(html).toContain("border-dashed");
    }
  });
});
