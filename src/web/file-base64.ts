/** A file's content as base64 (no `data:` prefix), as the API takes attachments and photos. */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // in chunks: String.fromCharCode takes its characters as arguments
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Chosen files as the API takes them: each file's name and its content as base64. */
export function namedFilesBase64(files: Iterable<File>): Promise<{ fileName: string; content: string }[]> {
  return Promise.all(
    [...files].map(async (file) => {
      const content = await fileBase64(file).catch(() => {
        throw new Error(`File ${file.name} could not be read.`);
      });
      return { fileName: file.name, content };
    }),
  );
}
