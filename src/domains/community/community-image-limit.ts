/** The largest community image upload (before re-encoding); the request pipeline lets its route's body be this large. */
export const MAX_COMMUNITY_IMAGE_BYTES = 5 * 1024 * 1024;
