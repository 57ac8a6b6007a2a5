"use client";

import { createContext, useContext } from "react";

type HeartProps = { productId: number; productName: string; size?: "small" | "large" };

const ProductHeartContext = createContext<((props: HeartProps) => React.ReactNode) | null>(null);

/** The app fills the heart of every tile and product page (the wishlist's button); the catalogue only marks where it goes. */
export const ProductHeartProvider = ProductHeartContext.Provider;

/** Where a product's heart stands; nothing when the app provides none. */
export function ProductHeartSlot(props: HeartProps) {
  const renderHeart = useContext(ProductHeartContext);
  return renderHeart ? renderHeart(props) : null;
}
