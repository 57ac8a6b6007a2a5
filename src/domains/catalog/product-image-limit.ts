/** The largest product image upload (before re-encoding); the request pipeline lets its route's body be this large. */
export const MAX_PRODUCT_IMAGE_BYTES = 2 * 1024 * 1024;
