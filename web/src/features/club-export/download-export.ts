import { readToken } from '../../data/token-store';
import { ApiError, NetworkError } from '../../data/api';

/**
 * Reads the club's export as it streams, telling `onProgress` the bytes so far (the server
 * cannot know the zip's size before it is written), and hands back the file and its name.
 */
export async function downloadClubExport(onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<{ file: Blob; name: string }> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/org-admin/export', { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', ...(signal ? { signal } : {}) });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text}`, undefined);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'pitchside-export.zip';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.length;
    onProgress(bytes);
  }
  return { file: new Blob(parts as BlobPart[], { type: 'application/zip' }), name };
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
