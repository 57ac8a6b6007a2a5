/** The body an upload of at most `fileBytes` may take: the file and its multipart framing and fields. */
export function uploadBodyLimit(fileBytes: number): number {
  return fileBytes + 64 * 1024;
}
